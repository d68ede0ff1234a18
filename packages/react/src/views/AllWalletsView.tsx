import { useRef, useState } from 'react'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useStyle } from '../styles/injectStyle.js'
import { allWalletsCss } from './allWallets/allWalletsCss.js'
import { useWalletDirectory } from './allWallets/useWalletDirectory.js'
import { useWalletGrid } from './allWallets/useWalletGrid.js'
import { WalletGrid } from './allWallets/WalletGrid.js'
import { WalletSearch } from './allWallets/WalletSearch.js'
import { WalletStates } from './allWallets/WalletStates.js'
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
  const directory = useWalletDirectory(query)
  const grid = useWalletGrid(directory)

  const openWalletConnect = () => foyer.router.push({ view: 'ConnectingWalletConnect', data: {} })
  const clearSearch = () => {
    setQuery('')
    searchRef.current?.focus()
  }
  return (
    <div className="foyer-stack">
      <WalletSearch
        inputRef={searchRef}
        query={query}
        onQuery={setQuery}
        onWalletConnect={openWalletConnect}
      />
      <div ref={grid.scrollRef} className="foyer-wallet-scroll" data-testid="wallet-scroll">
        <WalletGrid directory={directory} grid={grid} />
        <div ref={grid.sentinelRef} aria-hidden="true" style={{ height: 1 }} />
        <WalletStates
          directory={directory}
          query={query}
          onClearSearch={clearSearch}
          onWalletConnect={openWalletConnect}
        />
      </div>
    </div>
  )
}
