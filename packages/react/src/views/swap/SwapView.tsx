import { emptySwapState, swapActions } from '@foyer/core'
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useState } from 'react'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { parseTypedAmount, toTypedAmount } from '../../i18n/typedAmount.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { groupThousands } from '../../utils/formatAmount.js'
import { formatQuantity } from '../account/formatQuantity.js'
import { sendCss } from '../send/sendCss.js'
import { SwapDetails } from './SwapDetails.js'
import { SwapTokenButton } from './SwapTokenButton.js'
import { swapCss } from './swapCss.js'

/** Before the first use the store has no swap state: the view starts from an empty one. */
const EMPTY_SWAP = emptySwapState()

/** A quote per keystroke would flood the service: it is asked once typing pauses. */
const QUOTE_DEBOUNCE_MS = 300

/**
 * Swap (§4): the amount to pay and its token (with the balance and Max), the flip, the quoted amount
 * to receive and its token, the price impact, slippage and fees; Review goes to SwapPreview. Amounts
 * show in the language's format; the amount field reads its decimal mark as well as '.'.
 */
export default function SwapView() {
  const { foyer, t, locale } = useFoyerContext()
  const text = useMessageText()
  const actions = useMemo(() => swapActions(foyer), [foyer])
  useStyle('foyer-send', sendCss)
  useStyle('foyer-swap', swapCss)
  const id = useId()
  const swap = useFoyerSelector((state) => state.swap) ?? EMPTY_SWAP
  const [amount, setAmount] = useState(() => toTypedAmount(swap.sourceTokenAmount, locale))
  // What core reads: the language's decimal mark becomes '.'.
  const plain = parseTypedAmount(amount, locale)
  const typed = useDebouncedValue(plain, QUOTE_DEBOUNCE_MS)

  useEffect(() => {
    const status = foyer.getState().swap?.status
    if (status !== 'ready' && status !== 'loading') actions.initialize().catch(() => {})
  }, [foyer, actions])
  useEffect(() => {
    if (typed !== foyer.getState().swap?.sourceTokenAmount) void actions.setAmount(typed)
  }, [foyer, actions, typed])
  // Max and a finished swap change the amount in the store: the field follows (what the visitor typed
  // stays as typed while it means the same amount).
  useEffect(
    () =>
      setAmount((shown) =>
        parseTypedAmount(shown, locale) === swap.sourceTokenAmount
          ? shown
          : toTypedAmount(swap.sourceTokenAmount, locale),
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
  const onAmount = (event: ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)
  const waiting = plain !== swap.sourceTokenAmount || swap.loadingQuote
  const action = !swap.toToken
    ? t('swapSelectToken')
    : !plain || Number(plain) === 0
      ? t('swapEnterAmount')
      : waiting
        ? t('swapGettingQuote')
        : swap.inputError
          ? text(swap.inputError)
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
            value={amount}
            onChange={onAmount}
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
            value={swap.loadingQuote ? '…' : groupThousands(swap.toTokenAmount, locale)}
          />
          <SwapTokenButton
            token={swap.toToken}
            label={swap.toToken ? t('swapReceive', { symbol: swap.toToken.symbol }) : t('swapChooseToken')}
            placeholder={t('swapChooseToken')}
            onClick={() => pick('toToken')}
          />
        </div>
      </div>
      <SwapDetails swap={swap} />
      <p
        id={`${id}-status`}
        className={swap.inputError ? 'foyer-error' : 'foyer-visually-hidden'}
        role="status"
      >
        {swap.inputError ? text(swap.inputError) : ''}
      </p>
      <button type="submit" className="foyer-button" disabled={!ready}>
        {action}
      </button>
    </form>
  )
}
