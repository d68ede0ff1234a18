import type { SwapActions, SwapState } from '@foyer/core'
import type { ChangeEvent } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { formatQuantity } from '../account/formatQuantity.js'
import { AmountInput } from '../send/AmountInput.js'
import { SwapTokenButton } from './SwapTokenButton.js'
import { shownAmount } from './swapAmount.js'
import { UsdValue } from './UsdValue.js'

/** Opens the token list for one side of the swap. */
function usePickToken() {
  const { foyer } = useFoyerContext()
  return (side: 'sourceToken' | 'toToken') => foyer.router.push({ view: 'SwapSelectToken', data: { side } })
}

export interface SwapPayBoxProps {
  id: string
  swap: SwapState
  actions: SwapActions
  /** The pay field as shown, the amount it stands for, and its handlers (useSwapField). */
  text: string
  amount: string
  onAmount(event: ChangeEvent<HTMLInputElement>): void
  onBlur(): void
}

/** What the visitor pays: the amount, its token, its USD value, and the balance with Max. */
export function SwapPayBox({ id, swap, actions, text, amount, onAmount, onBlur }: SwapPayBoxProps) {
  const { t, locale } = useFoyerContext()
  const pick = usePickToken()
  return (
    <div className="foyer-swap-box">
      <label htmlFor={`${id}-pay`}>{t('swapYouPay')}</label>
      <div className="foyer-row">
        <AmountInput
          id={`${id}-pay`}
          value={text}
          onChange={onAmount}
          onBlur={onBlur}
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
      <UsdValue amount={amount} token={swap.sourceToken} testId="foyer-swap-pay-usd" />
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
  )
}

/** What the visitor receives: the quoted amount (read-only), its token and its USD value. */
export function SwapReceiveBox({ id, swap }: { id: string; swap: SwapState }) {
  const { t, locale } = useFoyerContext()
  const pick = usePickToken()
  return (
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
  )
}
