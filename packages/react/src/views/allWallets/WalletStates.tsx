import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { WALLET_COLUMNS } from './allWalletsCss.js'
import type { WalletDirectory } from './useWalletDirectory.js'

export interface WalletStatesProps {
  directory: WalletDirectory
  query: string
  onClearSearch(): void
  onWalletConnect(): void
}

/**
 * Under the grid, where loading stands: skeleton tiles while wallets load, 'No wallets found' (after a
 * search, with a way to clear it or to use WalletConnect), or what failed to load with Retry.
 */
export function WalletStates({ directory, query, onClearSearch, onWalletConnect }: WalletStatesProps) {
  const { foyer, t } = useFoyerContext()
  const text = useMessageText()
  const { entries, searching, loading, error, hasMore } = directory
  const retry = () => {
    if (searching) foyer.searchWallets(query).catch(() => {})
    else foyer.loadMoreWallets().catch(() => {})
  }
  const empty = !loading && !error && entries.length === 0 && (searching || !hasMore)
  // Tiles in the grid's own shape while loading: a full screen of them before anything is in,
  // one row under the wallets already shown.
  const skeletonTiles = loading ? (entries.length === 0 ? WALLET_COLUMNS * 3 : WALLET_COLUMNS) : 0
  return (
    <>
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
                  onClick={onClearSearch}
                >
                  {t('clearSearch')}
                </button>
                {foyer.options.enableWalletConnect ? (
                  <button type="button" className="foyer-button" onClick={onWalletConnect}>
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
    </>
  )
}
