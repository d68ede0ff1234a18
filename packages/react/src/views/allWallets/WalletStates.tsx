import type { FoyerMessage } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useMessageText } from '../../i18n/useMessageText.js'

/** Placeholder tiles in the grid's own shape while wallets load. */
export function WalletSkeleton({ count }: { count: number }) {
  const { t } = useFoyerContext()
  return (
    <div role="status" aria-label={t('loadingWallets')}>
      <ul className="foyer-wallet-grid" aria-hidden="true" data-testid="wallet-skeleton">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <li key={index}>
            <div className="foyer-wallet-skeleton" />
          </li>
        ))}
      </ul>
    </div>
  )
}

export interface NoWalletsProps {
  searching: boolean
  onClearSearch(): void
  onWalletConnect(): void
}

/** No wallet to show; after a search, a way to clear it or to use WalletConnect. */
export function NoWallets({ searching, onClearSearch, onWalletConnect }: NoWalletsProps) {
  const { foyer, t } = useFoyerContext()
  return (
    <div className="foyer-wallet-state" role="status">
      <p className="foyer-heading">{t('noWallets')}</p>
      {searching ? (
        <>
          <p className="foyer-muted">{t('noWalletsHint')}</p>
          <div className="foyer-row">
            <button type="button" className="foyer-button" data-variant="secondary" onClick={onClearSearch}>
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
  )
}

/** What failed to load, with Retry. */
export function WalletsError({ error, onRetry }: { error: FoyerMessage; onRetry(): void }) {
  const { t } = useFoyerContext()
  const text = useMessageText()
  return (
    <div className="foyer-wallet-state" role="alert">
      <p className="foyer-heading">{t('couldNotLoadWallets')}</p>
      <p className="foyer-muted">{text(error)}</p>
      <button type="button" className="foyer-button" data-variant="secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  )
}
