import { priceImpactLevel, type SwapState } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { formatUsd } from '../../utils/formatNumber.js'
import { formatPercent } from './formatPercent.js'
import { shownAmount } from './swapAmount.js'

/** Price impact, the least received with the slippage, the provider fee and the network fee. */
export function SwapDetails({ swap }: { swap: SwapState }) {
  const { t, locale } = useFoyerContext()
  if (!swap.toTokenAmount || !swap.sourceToken || !swap.toToken) return null
  return (
    <dl className="foyer-swap-details">
      {swap.priceImpact !== undefined ? (
        <>
          <dt>{t('swapPriceImpact')}</dt>
          <dd data-level={priceImpactLevel(swap.priceImpact)}>{formatPercent(swap.priceImpact, locale)}</dd>
        </>
      ) : null}
      <dt>{t('swapMaxSlippage', { percent: new Intl.NumberFormat(locale).format(swap.slippage) })}</dt>
      <dd>
        {shownAmount(swap.maxSlippage ?? '', locale)} {swap.toToken.symbol}
      </dd>
      <dt>{t('swapProviderFee')}</dt>
      <dd>
        {shownAmount(swap.providerFee ?? '', locale)} {swap.sourceToken.symbol}
      </dd>
      {swap.gasPriceInUSD !== undefined ? (
        <>
          <dt>{t('swapNetworkFee')}</dt>
          <dd>
            {swap.gasPriceInUSD < 0.01
              ? `<${formatUsd(0.01, locale)}`
              : formatUsd(swap.gasPriceInUSD, locale)}
          </dd>
        </>
      ) : null}
    </dl>
  )
}
