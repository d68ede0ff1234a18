import { useEffect, useState, useSyncExternalStore } from 'react'
import { type BootedWallet, bootWallet } from '../boot.js'
import type { WalletController, WalletState } from '../wallet/controller.js'
import { WalletError } from '../wallet/errors.js'

/** The page's wallet as it starts: loading, running, or failed with a message for the visitor. */
export type WalletBoot =
  | { status: 'loading' }
  | { status: 'ready'; wallet: BootedWallet }
  | { status: 'error'; message: string }

/** Starts the page's wallet (once) and reports its progress. */
export function useWalletBoot(): WalletBoot {
  const [boot, setBoot] = useState<WalletBoot>({ status: 'loading' })
  useEffect(() => {
    let active = true
    bootWallet().then(
      (wallet) => active && setBoot({ status: 'ready', wallet }),
      (error: unknown) =>
        active &&
        setBoot({
          status: 'error',
          message: error instanceof WalletError ? error.shortMessage : 'The wallet could not start',
        }),
    )
    return () => {
      active = false
    }
  }, [])
  return boot
}

/** The controller's state, re-rendering on every change. */
export function useWalletState(controller: WalletController): WalletState {
  return useSyncExternalStore(controller.subscribe, controller.getState)
}
