import { emptySwapState, priceImpactLevel, swapActions } from '@foyer/core'
import { useMemo, useState } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { formatPercent } from './formatPercent.js'
import { PriceImpactWarning } from './PriceImpactWarning.js'
import { SwapDetails } from './SwapDetails.js'
import { shownAmount } from './swapAmount.js'
import { swapCss } from './swapCss.js'

/** Before the first use the store has no swap state: the view starts from an empty one. */
const EMPTY_SWAP = emptySwapState()

/**
 * SwapPreview: what is paid and received, the fees; Swap asks the wallet (an approval first when the
 * token needs one) and says which step waits; a failure stays here with its message. A price impact past
 * 15 % must be accepted (a checkbox) before Swap can be pressed.
 */
export default function SwapPreviewView() {
  const { foyer, t, locale } = useFoyerContext()
  const text = useMessageText()
  const actions = useMemo(() => swapActions(foyer), [foyer])
  useStyle('foyer-swap', swapCss)
  const swap = useFoyerSelector((state) => state.swap) ?? EMPTY_SWAP
  // The box stays ticked from the click on, while core records the acceptance (an await away).
  const [ticked, setTicked] = useState(false)
  const { sourceToken, toToken } = swap
  if (!sourceToken || !toToken) return <p className="foyer-muted">{t('swapSelectToken')}</p>
  const busy = swap.step === 'approving' || swap.step === 'swapping'
  // Past 15 % of price impact the visitor confirms a second time before Swap can be pressed.
  const mustAccept = priceImpactLevel(swap.priceImpact) === 'severe'
  const blocked = mustAccept && !swap.priceImpactAccepted
  return (
    <div className="foyer-stack">
      <div className="foyer-center" style={{ paddingBottom: 0 }}>
        <p className="foyer-heading">
          {t('swapSummary', {
            amount: shownAmount(swap.sourceTokenAmount, locale),
            from: sourceToken.symbol,
            received: shownAmount(swap.toTokenAmount, locale),
            to: toToken.symbol,
          })}
        </p>
      </div>
      <SwapDetails swap={swap} />
      <PriceImpactWarning priceImpact={swap.priceImpact} />
      {mustAccept && swap.priceImpact !== undefined ? (
        <label className="foyer-swap-accept">
          <input
            type="checkbox"
            checked={swap.priceImpactAccepted || ticked}
            disabled={swap.priceImpactAccepted || ticked || busy}
            onChange={() => {
              setTicked(true)
              void actions.acceptPriceImpact()
            }}
          />
          {t('swapPriceImpactAccept', { percent: formatPercent(swap.priceImpact, locale) })}
        </label>
      ) : null}
      <p
        className={swap.step === 'error' ? 'foyer-error' : 'foyer-muted'}
        role={swap.step === 'error' ? 'alert' : 'status'}
      >
        {swap.step === 'approving'
          ? t('swapApproving', { symbol: sourceToken.symbol })
          : swap.step === 'swapping'
            ? t('swapSwapping')
            : swap.step === 'error' && swap.error
              ? text(swap.error)
              : ''}
      </p>
      <div className="foyer-row">
        <button
          type="button"
          className="foyer-button"
          data-variant="secondary"
          disabled={busy}
          onClick={() => foyer.router.goBack()}
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          className="foyer-button"
          disabled={busy || blocked}
          onClick={() => void actions.submit().catch(() => {})}
        >
          {busy ? t('swapWaiting') : t('swapConfirm')}
        </button>
      </div>
    </div>
  )
}
