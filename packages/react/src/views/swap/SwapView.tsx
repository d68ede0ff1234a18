import { swapActions } from '@foyer/core'
import { type FormEvent, useId, useMemo } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { sendCss } from '../send/sendCss.js'
import { PriceImpactWarning } from './PriceImpactWarning.js'
import { SwapPayBox, SwapReceiveBox } from './SwapBoxes.js'
import { SwapDetails } from './SwapDetails.js'
import { swapCss } from './swapCss.js'
import { useSwapField } from './useSwapField.js'

/**
 * Swap: the amount to pay and its token (with the balance and Max), the flip, the quoted amount
 * to receive and its token, their USD values, the price impact, slippage and fees; Review goes to
 * SwapPreview. Both amounts show at most 6 decimals with the language's grouping (the pay field as typed
 * while it is edited, and reads its own grouping back); Max keeps every digit of the balance in the amount sent.
 */
export default function SwapView() {
  const { foyer, t } = useFoyerContext()
  const text = useMessageText()
  const actions = useMemo(() => swapActions(foyer), [foyer])
  useStyle('foyer-send', sendCss)
  useStyle('foyer-swap', swapCss)
  const id = useId()
  const field = useSwapField(actions)
  const { swap } = field

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
      <SwapPayBox id={id} actions={actions} {...field} />
      <button
        type="button"
        className="foyer-button foyer-swap-flip"
        data-variant="secondary"
        aria-label={t('swapFlip')}
        onClick={() => void actions.switchTokens()}
      >
        ⇅
      </button>
      <SwapReceiveBox id={id} swap={swap} />
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
