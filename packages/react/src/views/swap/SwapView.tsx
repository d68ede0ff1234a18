import { emptySwapState, swapActions } from '@foyer/core'
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useState } from 'react'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { formatQuantity } from '../account/formatQuantity.js'
import { sendCss } from '../send/sendCss.js'
import { PriceImpactWarning } from './PriceImpactWarning.js'
import { SwapDetails } from './SwapDetails.js'
import { SwapTokenButton } from './SwapTokenButton.js'
import { readPayField, shownAmount } from './swapAmount.js'
import { swapCss } from './swapCss.js'
import { UsdValue } from './UsdValue.js'

/** Before the first use the store has no swap state: the view starts from an empty one. */
const EMPTY_SWAP = emptySwapState()

/** A quote per keystroke would flood the service: it is asked once typing pauses. */
const QUOTE_DEBOUNCE_MS = 300

/** The pay field: what it shows while edited (`text`) and the full amount it stands for (`amount`, core's). */
interface PayField {
  text: string
  amount: string
}

/**
 * Swap: the amount to pay and its token (with the balance and Max), the flip, the quoted amount
 * to receive and its token, their USD values, the price impact, slippage and fees; Review goes to
 * SwapPreview. Both amounts show at most 6 decimals with the language's grouping (the pay field as typed
 * while it is edited, and reads its own grouping back); Max keeps every digit of the balance in the amount sent.
 */
export default function SwapView() {
  const { foyer, t, locale } = useFoyerContext()
  const text = useMessageText()
  const actions = useMemo(() => swapActions(foyer), [foyer])
  useStyle('foyer-send', sendCss)
  useStyle('foyer-swap', swapCss)
  const id = useId()
  const swap = useFoyerSelector((state) => state.swap) ?? EMPTY_SWAP
  const [field, setField] = useState<PayField>(() => ({
    text: shownAmount(swap.sourceTokenAmount, locale),
    amount: swap.sourceTokenAmount,
  }))
  const typed = useDebouncedValue(field.amount, QUOTE_DEBOUNCE_MS)

  // A fresh form (first use, another network or account, which clears it) loads its tokens; a failed
  // load is tried again when the view opens again.
  useEffect(() => {
    if (swap.status === 'idle') actions.initialize().catch(() => {})
  }, [actions, swap.status])
  useEffect(() => {
    if (foyer.getState().swap?.status === 'error') actions.initialize().catch(() => {})
  }, [foyer, actions])
  useEffect(() => {
    if (typed !== foyer.getState().swap?.sourceTokenAmount) void actions.setAmount(typed)
  }, [foyer, actions, typed])
  // Max, a finished swap and a cleared form change the amount in the store: the field follows.
  useEffect(
    () =>
      setField((shown) =>
        shown.amount === swap.sourceTokenAmount
          ? shown
          : {
              text: shownAmount(swap.sourceTokenAmount, locale),
              amount: swap.sourceTokenAmount,
            },
      ),
    [swap.sourceTokenAmount, locale],
  )

  if (swap.status !== 'ready') {
    return (
      <div className="foyer-center" role="status">
        <span className="foyer-spinner" aria-hidden="true" />
        <p className="foyer-muted">
          {swap.status === 'error' && swap.error ? text(swap.error) : t('swapLoading')}
        </p>
      </div>
    )
  }

  const pick = (side: 'sourceToken' | 'toToken') =>
    foyer.router.push({ view: 'SwapSelectToken', data: { side } })
  const onAmount = (event: ChangeEvent<HTMLInputElement>) =>
    setField({ text: event.target.value, amount: readPayField(event.target.value, locale) })
  const plain = field.amount
  const waiting = plain !== swap.sourceTokenAmount || swap.loadingQuote
  // An error shows once: on the button (the status line below is for screen readers).
  const action = !swap.toToken
    ? t('swapSelectToken')
    : swap.inputError && !waiting
      ? text(swap.inputError)
      : !plain || Number(plain) === 0
        ? t('swapEnterAmount')
        : waiting
          ? t('swapGettingQuote')
          : t('swapReview')
  const ready = Boolean(swap.toToken && swap.toTokenAmount && !swap.inputError && !waiting)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) foyer.router.push('SwapPreview')
  }

  return (
    <form className="foyer-stack" onSubmit={onSubmit}>
      <div className="foyer-swap-box">
        <label htmlFor={`${id}-pay`}>{t('swapYouPay')}</label>
        <div className="foyer-row">
          <input
            id={`${id}-pay`}
            className="foyer-input"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={field.text}
            onChange={onAmount}
            // Typed text stays as typed; leaving the field shows it like the other one (grouped, at most 6
            // decimals), the amount keeping every digit.
            onBlur={() =>
              setField((shown) =>
                /^\d+(\.\d+)?$/.test(shown.amount)
                  ? { ...shown, text: shownAmount(shown.amount, locale) }
                  : shown,
              )
            }
            aria-describedby={`${id}-status`}
            aria-invalid={swap.inputError ? true : undefined}
          />
          <SwapTokenButton
            token={swap.sourceToken}
            label={
              swap.sourceToken ? t('swapPayWith', { symbol: swap.sourceToken.symbol }) : t('swapChooseToken')
            }
            placeholder={t('swapChooseToken')}
            onClick={() => pick('sourceToken')}
          />
        </div>
        <UsdValue amount={plain} token={swap.sourceToken} testId="foyer-swap-pay-usd" />
        {swap.sourceToken ? (
          <div className="foyer-field__hint">
            <span>
              {t('swapBalance', {
                amount: formatQuantity(swap.sourceToken.balance, locale),
                symbol: swap.sourceToken.symbol,
              })}
            </span>
            <button type="button" className="foyer-link-button" onClick={() => void actions.setMax()}>
              {t('sendMax')}
            </button>
          </div>
        ) : null}
      </div>
      <button
        type="button"
        className="foyer-button foyer-swap-flip"
        data-variant="secondary"
        aria-label={t('swapFlip')}
        onClick={() => void actions.switchTokens()}
      >
        ⇅
      </button>
      <div className="foyer-swap-box">
        <label htmlFor={`${id}-receive`}>{t('swapYouReceive')}</label>
        <div className="foyer-row">
          <input
            id={`${id}-receive`}
            className="foyer-input"
            readOnly
            placeholder="0"
            value={swap.loadingQuote ? '…' : shownAmount(swap.toTokenAmount, locale)}
          />
          <SwapTokenButton
            token={swap.toToken}
            label={swap.toToken ? t('swapReceive', { symbol: swap.toToken.symbol }) : t('swapChooseToken')}
            placeholder={t('swapChooseToken')}
            onClick={() => pick('toToken')}
          />
        </div>
        <UsdValue
          amount={swap.loadingQuote ? '' : swap.toTokenAmount}
          token={swap.toToken}
          testId="foyer-swap-receive-usd"
        />
      </div>
      <SwapDetails swap={swap} />
      {waiting ? null : <PriceImpactWarning priceImpact={swap.priceImpact} />}
      <p id={`${id}-status`} className="foyer-visually-hidden" role="status">
        {swap.inputError ? text(swap.inputError) : ''}
      </p>
      <button type="submit" className="foyer-button" disabled={!ready}>
        {action}
      </button>
    </form>
  )
}
