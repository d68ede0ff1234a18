import type { OnRampState } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { groupThousands } from '../../utils/formatAmount.js'

export interface OnRampOfferProps {
  /** The id the amount field's description points to. */
  quoteId: string
  onramp: OnRampState
  ready: boolean
  onBuy(): void
}

/** The provider's quote (what the amount buys, its fee) or why there is none, and the provider to buy from. */
export function OnRampOffer({ quoteId, onramp, ready, onBuy }: OnRampOfferProps) {
  const { t, locale } = useFoyerContext()
  const text = useMessageText()
  return (
    <>
      <p id={quoteId} role="status" className={onramp.inputError ? 'foyer-error' : 'foyer-muted'}>
        {onramp.inputError
          ? text(onramp.inputError)
          : onramp.quote
            ? t('onrampQuote', {
                amount: groupThousands(onramp.quote.purchaseAmount.amount, locale),
                symbol: onramp.quote.purchaseAmount.currency,
                fee: groupThousands(onramp.quote.fee.amount, locale),
                currency: onramp.quote.fee.currency,
              })
            : t('onrampQuoting')}
      </p>
      <ul className="foyer-list" aria-label={t('onrampProviders')}>
        <li>
          <button type="button" className="foyer-list-item" disabled={!ready} onClick={onBuy}>
            <span className="foyer-list-item__name">{t('onrampProviderName')}</span>
            <span className="foyer-muted">{t('onrampFeeRange')}</span>
          </button>
        </li>
      </ul>
    </>
  )
}
