import type { SwapState } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { formatUsd, groupThousands } from '../../utils/formatAmount.js'

const percents = new Map<string, Intl.NumberFormat>()

/** A percentage in the language's format, 2 decimals: '1.23%' in en, '1,23 %' in de, '%1,23' in tr. */
function formatPercent(value: number, locale: string): string {
  let format = percents.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    percents.set(locale, format)
  }
  return format.format(value / 100)
}

/** Price impact, the least received with the slippage, the provider fee and the network fee. */
export function SwapDetails({ swap }: { swap: SwapState }) {
  const { t, locale } = useFoyerContext()
  if (!swap.toTokenAmount || !swap.sourceToken || !swap.toToken) return null
  return (
    <dl className="foyer-swap-details">
      {swap.priceImpact !== undefined ? (
        <>
          <dt>{t('swapPriceImpact')}</dt>
          <dd>{formatPercent(swap.priceImpact, locale)}</dd>
        </>
      ) : null}
      <dt>{t('swapMaxSlippage', { percent: new Intl.NumberFormat(locale).format(swap.slippage) })}</dt>
      <dd>
        {groupThousands(swap.maxSlippage ?? '', locale)} {swap.toToken.symbol}
      </dd>
      <dt>{t('swapProviderFee')}</dt>
      <dd>
        {groupThousands(swap.providerFee ?? '', locale)} {swap.sourceToken.symbol}
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
