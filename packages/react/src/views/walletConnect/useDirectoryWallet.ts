import type { Wallet } from '@foyer/core'
import { useEffect, useState } from 'react'
import { useErrorText } from '../../errors/useErrorText.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'

/** The directory wallet, or why it could not be loaded (in the modal's language). */
export type DirectoryWalletLookup =
  | { walletId: string; wallet: Wallet | undefined; error: string | undefined }
  | undefined

type Loaded = { walletId: string; wallet: Wallet | undefined; failure: unknown }

/** Loads the directory wallet of `walletId`; undefined while loading (and when there is no id). */
export function useDirectoryWallet(walletId: string | undefined): DirectoryWalletLookup {
  const { foyer } = useFoyerContext()
  const errorText = useErrorText()
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined)
  useEffect(() => {
    if (!walletId) return
    let active = true
    foyer.getWallet(walletId).then(
      (wallet) => active && setLoaded({ walletId, wallet, failure: undefined }),
      (failure: unknown) => active && setLoaded({ walletId, wallet: undefined, failure }),
    )
    return () => {
      active = false
    }
  }, [foyer, walletId])
  if (!loaded || loaded.walletId !== walletId) return undefined
  // The text is made at render, so it follows the modal's language.
  const { failure, ...rest } = loaded
  return { ...rest, error: failure === undefined ? undefined : errorText(failure) }
}
