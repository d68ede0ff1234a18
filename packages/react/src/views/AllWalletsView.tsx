import { type FoyerState, getWalletEntries, type WalletEntry } from '@foyer/core'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { QrIcon } from '../components/icons.js'
import { useDebouncedValue } from '../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useVirtualGrid } from '../hooks/useVirtualGrid.js'
import { useMessageText } from '../i18n/useMessageText.js'
import { useStyle } from '../styles/injectStyle.js'
import {
  allWalletsCss,
  WALLET_COLUMNS,
  WALLET_GRID_HEIGHT,
  WALLET_ROW_HEIGHT,
} from './allWallets/allWalletsCss.js'
import { useGridKeyboard } from './allWallets/useGridKeyboard.js'
import { useLoadOnVisible } from './allWallets/useLoadOnVisible.js'
import { WalletTile } from './allWallets/WalletTile.js'
import { walletStatesCss } from './allWallets/walletStatesCss.js'

/** Keystrokes settle for this long before a search request goes out. */
const SEARCH_DEBOUNCE_MS = 250

const selectAllWallets = (state: FoyerState) => state.allWallets
const selectConnectors = (state: FoyerState) => state.connectors

/**
 * All Wallets: the wallet directory as a searchable, windowed grid, installed wallets first.
 * Pages of 40 load as the visitor scrolls; an installed wallet connects at once, any other opens
 * its WalletConnect view with its links. Loading shows skeleton tiles; a failed load says what
 * failed with a Retry; an empty search offers to clear it or to use WalletConnect.
 */
export default function AllWalletsView() {
  const { foyer, t } = useFoyerContext()
  const text = useMessageText()
  useStyle('foyer-all-wallets', allWalletsCss)
  useStyle('foyer-wallet-states', walletStatesCss)
  const allWallets = useFoyerSelector(selectAllWallets)
  const connectors = useFoyerSelector(selectConnectors)
  const [query, setQuery] = useState(allWallets.search.query)
  const debouncedQuery = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)
  const searchId = useId()
  const searchRef = useRef<HTMLInputElement>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)

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
  const loading = searching ? searchPending : allWallets.loading
  const error = searching ? allWallets.search.error : allWallets.error
  const hasMore = allWallets.count === undefined || allWallets.wallets.length < allWallets.count

  const loadMore = useCallback(() => {
    const state = foyer.getState().allWallets
    if (!state.loading && !state.error) foyer.loadMoreWallets().catch(() => {})
  }, [foyer])
  useLoadOnVisible(sentinelRef, scrollRef, loadMore, {
    enabled: !searching && hasMore && !allWallets.loading && !allWallets.error,
    key: allWallets.wallets.length,
  })

  const range = useVirtualGrid({
    itemCount: entries.length,
    columns: WALLET_COLUMNS,
    rowHeight: WALLET_ROW_HEIGHT,
    scrollRef,
    fallbackHeight: WALLET_GRID_HEIGHT,
  })
  const onGridKeyDown = useGridKeyboard({
    scrollRef,
    itemCount: entries.length,
    columns: WALLET_COLUMNS,
    rowHeight: WALLET_ROW_HEIGHT,
  })
  // A new search starts at the top of its results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling follows the query only.
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 })
  }, [debouncedQuery])

  const select = useCallback(
    (entry: WalletEntry) => {
      const { connector } = entry
      if (connector) {
        foyer.router.push({ view: 'ConnectingExternal', data: { connector } })
        // Failures land in state.connectionError, which the Connecting view shows.
        foyer.connect(connector.id, { chain: connector.chain }).catch(() => {})
      } else {
        foyer.router.push({
          view: 'ConnectingWalletConnect',
          data: { walletId: entry.id, walletName: entry.name },
        })
      }
    },
    [foyer],
  )
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
      <div className="foyer-row">
        <label className="foyer-visually-hidden" htmlFor={searchId}>
          {t('searchWallet')}
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className="foyer-input"
          placeholder={t('searchWallet')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button
          type="button"
          className="foyer-icon-button"
          aria-label={t('scanWithWalletConnect')}
          title={t('scanWithWalletConnect')}
          onClick={openWalletConnect}
        >
          <QrIcon />
        </button>
      </div>
      <div ref={scrollRef} className="foyer-wallet-scroll" data-testid="wallet-scroll">
        <ul
          className="foyer-wallet-grid"
          aria-label={t('walletsListLabel')}
          aria-busy={loading}
          style={{ paddingTop: range.paddingTop, paddingBottom: range.paddingBottom }}
          onKeyDown={onGridKeyDown}
        >
          {entries.slice(range.start, range.end).map((entry, offset) => (
            <li key={entry.id}>
              <WalletTile
                entry={entry}
                index={range.start + offset}
                installedLabel={t('tagInstalled')}
                onSelect={select}
              />
            </li>
          ))}
        </ul>
        <div ref={sentinelRef} aria-hidden="true" style={{ height: 1 }} />
        {skeletonTiles > 0 ? (
          <div role="status" aria-label={t('loadingWallets')}>
            <ul className="foyer-wallet-grid" aria-hidden="true" data-testid="wallet-skeleton">
              {Array.from({ length: skeletonTiles }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <li key={index}>
                  <div className="foyer-wallet-skeleton" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {empty ? (
          <div className="foyer-wallet-state" role="status">
            <p className="foyer-heading">{t('noWallets')}</p>
            {searching ? (
              <>
                <p className="foyer-muted">{t('noWalletsHint')}</p>
                <div className="foyer-row">
                  <button
                    type="button"
                    className="foyer-button"
                    data-variant="secondary"
                    onClick={clearSearch}
                  >
                    {t('clearSearch')}
                  </button>
                  {foyer.options.enableWalletConnect ? (
                    <button type="button" className="foyer-button" onClick={openWalletConnect}>
                      {t('useWalletConnect')}
                    </button>
                  ) : null}
                </div>
              </>
            ) : null}
          </div>
        ) : null}
        {error && !loading ? (
          <div className="foyer-wallet-state" role="alert">
            <p className="foyer-heading">{t('couldNotLoadWallets')}</p>
            <p className="foyer-muted">{text(error)}</p>
            <button type="button" className="foyer-button" data-variant="secondary" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  )
}
