import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { groupThousands } from '../../utils/formatAmount.js'

/** The purchase under way: finish it in the provider's window; the view notices when the token arrived. */
export default function OnRampActivityView() {
  const { foyer, t, locale } = useFoyerContext()
  const purchase = useFoyerSelector((state) => state.onramp?.purchase)
  if (!purchase) return <p className="foyer-muted">{t('onrampNone')}</p>
  if (purchase.status === 'delivered')
    return (
      <div className="foyer-center">
        <p className="foyer-heading" role="status">
          {t('onrampDelivered', {
            amount: groupThousands(purchase.received ?? '', locale),
            symbol: purchase.symbol,
          })}
        </p>
        <button type="button" className="foyer-button" onClick={() => foyer.router.reset('Account')}>
          {t('done')}
        </button>
      </div>
    )
  return (
    <div className="foyer-center">
      {purchase.status === 'blocked' ? (
        <div role="alert" className="foyer-stack">
          <p className="foyer-heading">{t('onrampBlocked')}</p>
          <a className="foyer-button" href={purchase.url} target="_blank" rel="noopener noreferrer">
            {t('onrampOpenProvider')}
          </a>
        </div>
      ) : (
        <>
          <span className="foyer-spinner" aria-hidden="true" />
          <p className="foyer-heading" role="status">
            {t('onrampWaiting', { symbol: purchase.symbol })}
          </p>
          <p className="foyer-muted">{t('onrampWaitingBody')}</p>
        </>
      )}
    </div>
  )
}
