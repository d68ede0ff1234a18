import { useRef, useState } from 'react'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useStyle } from '../styles/injectStyle.js'
import { allWalletsCss, WALLET_COLUMNS } from './allWallets/allWalletsCss.js'
import { useWalletDirectory } from './allWallets/useWalletDirectory.js'
import { useWalletGrid } from './allWallets/useWalletGrid.js'
import { WalletGrid } from './allWallets/WalletGrid.js'
import { WalletSearch } from './allWallets/WalletSearch.js'
import { NoWallets, WalletSkeleton, WalletsError } from './allWallets/WalletStates.js'
import { walletStatesCss } from './allWallets/walletStatesCss.js'

/**
 * All Wallets: the wallet directory as a searchable, windowed grid, installed wallets first.
 * Pages of 40 load as the visitor scrolls; an installed wallet connects at once, any other opens
 * its WalletConnect view with its links. Loading shows skeleton tiles; a failed load says what
 * failed with a Retry; an empty search offers to clear it or to use WalletConnect.
 */
export default function AllWalletsView() {
  const { foyer } = useFoyerContext()
  useStyle('foyer-all-wallets', allWalletsCss)
  useStyle('foyer-wallet-states', walletStatesCss)
  const [query, setQuery] = useState(() => foyer.getState().allWallets.search.query)
  const searchRef = useRef<HTMLInputElement>(null)
  const { entries, searching, loading, error, hasMore, ...directory } = useWalletDirectory(query)
  const { scrollRef, sentinelRef, range, onGridKeyDown } = useWalletGrid({
    ...directory,
    itemCount: entries.length,
    searching,
    hasMore,
  })

  const retry = () => {
    if (searching) foyer.searchWallets(query).catch(() => {})
    else foyer.loadMoreWallets().catch(() => {})
  }
  const openWalletConnect = () => foyer.router.push({ view: 'ConnectingWalletConnect', data: {} })
  const clearSearch = () => {
    setQuery('')
    searchRef.current?.focus()
  }

  const empty = !loading && !error && entries.length === 0 && (searching || !hasMore)
  // Tiles in the grid's own shape while loading: a full screen of them before anything is in,
  // one row under the wallets already shown.
  const skeletonTiles = loading ? (entries.length === 0 ? WALLET_COLUMNS * 3 : WALLET_COLUMNS) : 0
  return (
    <div className="foyer-stack">
      <WalletSearch
        inputRef={searchRef}
        query={query}
        onQuery={setQuery}
        onWalletConnect={openWalletConnect}
      />
      <div ref={scrollRef} className="foyer-wallet-scroll" data-testid="wallet-scroll">
        <WalletGrid entries={entries} range={range} loading={loading} onKeyDown={onGridKeyDown} />
        <div ref={sentinelRef} aria-hidden="true" style={{ height: 1 }} />
        {skeletonTiles > 0 ? <WalletSkeleton count={skeletonTiles} /> : null}
        {empty ? (
          <NoWallets searching={searching} onClearSearch={clearSearch} onWalletConnect={openWalletConnect} />
        ) : null}
        {error && !loading ? <WalletsError error={error} onRetry={retry} /> : null}
      </div>
    </div>
  )
}
