import type { Wallet } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'

/** The directory wallet, or why it could not be loaded. */
export type DirectoryWalletLookup =
  | { walletId: string; wallet: Wallet | undefined; error: string | undefined }
  | undefined

/** Loads the directory wallet of `walletId`; undefined while loading (and when there is no id). */
export function useDirectoryWallet(walletId: string | undefined): DirectoryWalletLookup {
  const { foyer } = useFoyerContext()
  const [lookup, setLookup] = useState<DirectoryWalletLookup>(undefined)
  useEffect(() => {
    if (!walletId) return
    let active = true
    foyer.getWallet(walletId).then(
      (wallet) => active && setLookup({ walletId, wallet, error: undefined }),
      (error: unknown) =>
        active &&
        setLookup({
          walletId,
          wallet: undefined,
          error: (error as { shortMessage?: string }).shortMessage ?? 'Something went wrong',
        }),
    )
    return () => {
      active = false
    }
  }, [foyer, walletId])
  return lookup?.walletId === walletId ? lookup : undefined
}
