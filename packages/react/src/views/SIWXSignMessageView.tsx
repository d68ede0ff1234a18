import type { FoyerState } from '@foyer/core'
import { shortenAddress } from '@foyer/core'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useMessageText } from '../i18n/useMessageText.js'

const select = (state: FoyerState) => {
  const account = state.accounts[state.activeNamespace]
  return {
    status: state.siwx.status,
    error: state.siwx.error,
    address: account?.address,
    network: state.caipNetwork?.name,
  }
}

/**
 * Sign in with a wallet: the app asks the connected account to sign a message that proves
 * it owns it. Sign asks the wallet; Cancel disconnects when the app requires sign-in, else closes.
 */
export default function SIWXSignMessageView() {
  const { foyer, t } = useFoyerContext()
  const text = useMessageText()
  const { status, error, address, network } = useFoyerSelector(select, shallowEqual)
  const app = foyer.options.metadata
  const signing = status === 'signing'
  return (
    <div className="foyer-stack foyer-center" style={{ paddingTop: 0 }}>
      {app?.icons[0] ? (
        <img className="foyer-siwx-icon" src={app.icons[0]} alt="" width={64} height={64} />
      ) : null}
      <p className="foyer-heading">{t('siwxHeading', { app: app?.name ?? t('thisApp') })}</p>
      <p className="foyer-muted">{t('siwxBody')}</p>
      {address ? (
        <p className="foyer-muted">
          {t('siwxAccount', { address: shortenAddress(address), network: network ?? '' })}
        </p>
      ) : null}
      <p className={error ? 'foyer-error' : 'foyer-muted'} role="status">
        {signing ? t('siwxSigning') : error ? text(error) : null}
      </p>
      <div className="foyer-row" style={{ width: '100%' }}>
        <button
          type="button"
          className="foyer-button"
          data-variant="secondary"
          style={{ flex: 1 }}
          disabled={signing}
          onClick={() => foyer.siwx.cancel().catch(() => {})}
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          className="foyer-button"
          style={{ flex: 1 }}
          disabled={signing}
          aria-busy={signing || undefined}
          onClick={() => foyer.siwx.signIn().catch(() => {})}
        >
          {t('signIn')}
        </button>
      </div>
    </div>
  )
}
