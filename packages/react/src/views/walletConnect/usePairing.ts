import type { FoyerState, WalletConnectState } from '@foyer/core'
import { useCallback, useEffect } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'

const selectPairing = (state: FoyerState) => state.walletConnect
const selectOpen = (state: FoyerState) => state.open

/**
 * Starts a WalletConnect pairing while the view is shown and abandons it when the view goes away
 * (core routes to Account on success, so a finished pairing is never cancelled). Failures land in
 * the state, which the view renders; `retry` starts over. A closed modal fades out showing its last
 * view once more: that copy starts nothing (after an approval it would pair again, for nobody).
 */
export function usePairing(walletId: string | undefined): { pairing: WalletConnectState; retry(): void } {
  const { foyer } = useFoyerContext()
  const pairing = useFoyerSelector(selectPairing)
  const open = useFoyerSelector(selectOpen)
  const start = useCallback(() => {
    foyer.connectWalletConnect(walletId ? { walletId } : {}).catch(() => {})
  }, [foyer, walletId])
  useEffect(() => {
    if (!open) return
    start()
    return () => foyer.cancelWalletConnect()
  }, [foyer, start, open])
  return { pairing, retry: start }
}
