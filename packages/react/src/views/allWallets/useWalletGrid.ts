import { useCallback, useEffect, useRef } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useVirtualGrid } from '../../hooks/useVirtualGrid.js'
import { WALLET_COLUMNS, WALLET_GRID_HEIGHT, WALLET_ROW_HEIGHT } from './allWalletsCss.js'
import { useGridKeyboard } from './useGridKeyboard.js'
import { useLoadOnVisible } from './useLoadOnVisible.js'
import type { WalletDirectory } from './useWalletDirectory.js'

/**
 * The All Wallets grid's scrolling: the next page as its end comes into view, the rows to render
 * (windowing), arrow-key moves between tiles, and back to the top on a new search.
 */
export function useWalletGrid({ allWallets, entries, searching, hasMore, debouncedQuery }: WalletDirectory) {
  const itemCount = entries.length
  const { foyer } = useFoyerContext()
  const scrollRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)

  const loadMore = useCallback(() => {
    const state = foyer.getState().allWallets
    if (!state.loading && !state.error) foyer.loadMoreWallets().catch(() => {})
  }, [foyer])
  useLoadOnVisible(sentinelRef, scrollRef, loadMore, {
    enabled: !searching && hasMore && !allWallets.loading && !allWallets.error,
    key: allWallets.wallets.length,
  })

  const range = useVirtualGrid({
    itemCount,
    columns: WALLET_COLUMNS,
    rowHeight: WALLET_ROW_HEIGHT,
    scrollRef,
    fallbackHeight: WALLET_GRID_HEIGHT,
  })
  const onGridKeyDown = useGridKeyboard({
    scrollRef,
    itemCount,
    columns: WALLET_COLUMNS,
    rowHeight: WALLET_ROW_HEIGHT,
  })
  // A new search starts at the top of its results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling follows the query only.
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 })
  }, [debouncedQuery])
  return { scrollRef, sentinelRef, range, onGridKeyDown }
}

/** The grid's scrolling as useWalletGrid gives it. */
export type WalletGridScroll = ReturnType<typeof useWalletGrid>
