import { emptyOnRampState, onRampActions } from '@foyer/core'
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { parseTypedAmount, toTypedAmount } from '../../i18n/typedAmount.js'
import { useStyle } from '../../styles/injectStyle.js'
import { sendCss } from '../send/sendCss.js'
import { OnRampOffer } from './OnRampOffer.js'
import { OnRampTokenField } from './OnRampTokenField.js'

/** Before the first use the store has no onramp state: the view starts from an empty one. */
const EMPTY_ONRAMP = emptyOnRampState()

const QUOTE_DEBOUNCE_MS = 300

/**
 * OnRampProviders: what to buy, with which currency and how much (checked against the
 * provider's limits, quoted with its fee), and the provider to buy from; the provider opens in a window.
 */
export default function OnRampProvidersView() {
  const { foyer, t, locale } = useFoyerContext()
  const actions = useMemo(() => onRampActions(foyer), [foyer])
  useStyle('foyer-send', sendCss)
  const id = useId()
  const onramp = useFoyerSelector((state) => state.onramp) ?? EMPTY_ONRAMP
  const [symbol, setSymbol] = useState('USDC')
  const [currency, setCurrency] = useState('USD')
  const [amount, setAmount] = useState(() => toTypedAmount('50', locale))
  // What core reads: the language's decimal mark becomes '.'.
  const plain = parseTypedAmount(amount, locale)
  const typed = useDebouncedValue(plain, QUOTE_DEBOUNCE_MS)

  useEffect(() => {
    if ((foyer.getState().onramp?.status ?? 'idle') === 'idle') void actions.loadOptions()
  }, [foyer, actions])
  useEffect(() => {
    if (onramp.status === 'ready') void actions.quote({ symbol, currency, amount: typed })
  }, [actions, onramp.status, symbol, currency, typed])

  if (onramp.status !== 'ready')
    return (
      <div className="foyer-center" role="status">
        <span className="foyer-spinner" aria-hidden="true" />
        <p className="foyer-muted">{t('onrampLoading')}</p>
      </div>
    )

  const buy = () => {
    // Opened in the click, or the browser blocks it; the page fills in the provider's address after.
    const popup = window.open('', 'foyer-onramp', 'popup,width=480,height=720')
    actions.buy({ symbol, currency, amount: plain }, popup).catch(() => {})
  }
  const ready = Boolean(onramp.quote) && !onramp.inputError && plain === typed
  return (
    <div className="foyer-stack">
      <OnRampTokenField id={id} onramp={onramp} symbol={symbol} onSymbol={setSymbol} />
      <div className="foyer-field">
        <label htmlFor={`${id}-amount`}>{t('onrampAmount')}</label>
        <div className="foyer-row">
          <input
            id={`${id}-amount`}
            className="foyer-input"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)}
            aria-describedby={`${id}-quote`}
            aria-invalid={onramp.inputError ? true : undefined}
          />
          <select
            aria-label={t('onrampCurrency')}
            className="foyer-select"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          >
            {onramp.paymentCurrencies.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.id}
              </option>
            ))}
          </select>
        </div>
      </div>
      <OnRampOffer quoteId={`${id}-quote`} onramp={onramp} ready={ready} onBuy={buy} />
    </div>
  )
}
