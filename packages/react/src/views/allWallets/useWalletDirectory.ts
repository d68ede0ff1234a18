import { type FoyerMessage, type FoyerState, getWalletEntries } from '@foyer/core'
import { useEffect, useMemo } from 'react'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'

/** Keystrokes settle for this long before a search request goes out. */
const SEARCH_DEBOUNCE_MS = 250

const selectAllWallets = (state: FoyerState) => state.allWallets
const selectConnectors = (state: FoyerState) => state.connectors

/**
 * The wallet directory for the typed `query`: its first page loaded on first use, a search once typing
 * pauses, the entries to show (installed wallets first) and where loading stands.
 */
export function useWalletDirectory(query: string) {
  const { foyer } = useFoyerContext()
  const allWallets = useFoyerSelector(selectAllWallets)
  const connectors = useFoyerSelector(selectConnectors)
  const debouncedQuery = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)

  useEffect(() => {
    if (foyer.getState().allWallets.page === 0) foyer.loadMoreWallets().catch(() => {})
  }, [foyer])
  useEffect(() => {
    if (debouncedQuery !== foyer.getState().allWallets.search.query)
      foyer.searchWallets(debouncedQuery).catch(() => {})
  }, [foyer, debouncedQuery])

  const searching = query.trim() !== ''
  const { excludeWalletIds, includeWalletIds } = foyer.options
  const entries = useMemo(
    () =>
      getWalletEntries({
        connectors,
        wallets: searching ? allWallets.search.wallets : allWallets.wallets,
        excludeWalletIds,
        includeWalletIds,
        search: searching ? allWallets.search.query : undefined,
      }),
    [connectors, allWallets, searching, excludeWalletIds, includeWalletIds],
  )
  // Typing again shows the spinner at once, not after the debounce.
  const searchPending = searching && (allWallets.search.loading || query.trim() !== allWallets.search.query)
  return {
    allWallets,
    debouncedQuery,
    searching,
    entries,
    loading: searching ? searchPending : allWallets.loading,
    // Named by core's type: the declaration file then needs no import from @foyer/errors.
    error: (searching ? allWallets.search.error : allWallets.error) as FoyerMessage | undefined,
    hasMore: allWallets.count === undefined || allWallets.wallets.length < allWallets.count,
  }
}

/** The directory as useWalletDirectory gives it. */
export type WalletDirectory = ReturnType<typeof useWalletDirectory>
