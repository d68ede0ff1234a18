import type { FoyerState } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessageText } from '../../i18n/useMessageText.js'

const selectStatus = (state: FoyerState) => state.walletDirectoryStatus

/**
 * Says when the directory's recommended and featured wallets could not load (the service is down
 * or did not answer), with the cause and a Retry, instead of those wallets vanishing silently.
 * Installed wallets and WalletConnect above it work without the directory.
 */
export function WalletDirectoryStatus() {
  const { foyer, t } = useFoyerContext()
  const text = useMessageText()
  const status = useFoyerSelector(selectStatus, shallowEqual)
  if (!status.error) return null
  return (
    <div className="foyer-row" role="alert" data-testid="foyer-directory-error">
      <p className="foyer-muted" style={{ margin: 0, flex: 1 }}>
        {t('couldNotLoadRecommendedWallets')}: {text(status.error)}
      </p>
      <button
        type="button"
        className="foyer-button"
        data-variant="secondary"
        disabled={status.loading}
        onClick={() => foyer.loadWalletDirectory().catch(() => {})}
      >
        {t('retry')}
      </button>
    </div>
  )
}
