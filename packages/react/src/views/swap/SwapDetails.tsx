import type { SwapState } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'

/** Price impact, the least received with the slippage, the provider fee and the network fee. */
export function SwapDetails({ swap }: { swap: SwapState }) {
  const { t } = useFoyerContext()
  if (!swap.toTokenAmount || !swap.sourceToken || !swap.toToken) return null
  return (
    <dl className="foyer-swap-details">
      {swap.priceImpact !== undefined ? (
        <>
          <dt>{t('swapPriceImpact')}</dt>
          <dd>{swap.priceImpact.toFixed(2)} %</dd>
        </>
      ) : null}
      <dt>{t('swapMaxSlippage', { percent: swap.slippage })}</dt>
      <dd>
        {swap.maxSlippage} {swap.toToken.symbol}
      </dd>
      <dt>{t('swapProviderFee')}</dt>
      <dd>
        {swap.providerFee} {swap.sourceToken.symbol}
      </dd>
      {swap.gasPriceInUSD !== undefined ? (
        <>
          <dt>{t('swapNetworkFee')}</dt>
          <dd>${swap.gasPriceInUSD < 0.01 ? '<0.01' : swap.gasPriceInUSD.toFixed(2)}</dd>
        </>
      ) : null}
    </dl>
  )
}
