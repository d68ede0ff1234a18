import type { FoyerState, WalletConnectState } from '@foyer/core'
import { useCallback, useEffect } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'

const selectPairing = (state: FoyerState) => state.walletConnect

/**
 * Starts a WalletConnect pairing while the view is shown and abandons it when the view goes away
 * (core routes to Account on success, so a finished pairing is never cancelled). Failures land in
 * the state, which the view renders; `retry` starts over.
 */
export function usePairing(walletId: string | undefined): { pairing: WalletConnectState; retry(): void } {
  const { foyer } = useFoyerContext()
  const pairing = useFoyerSelector(selectPairing)
  const start = useCallback(() => {
    foyer.connectWalletConnect(walletId ? { walletId } : {}).catch(() => {})
  }, [foyer, walletId])
  useEffect(() => {
    start()
    return () => foyer.cancelWalletConnect()
  }, [foyer, start])
  return { pairing, retry: start }
}
