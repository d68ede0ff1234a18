import { priceImpactLevel } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { formatPercent } from './formatPercent.js'

/** Past 5 % of price impact a warning, past 15 % a stronger one (the preview then asks to accept it). */
export function PriceImpactWarning({ priceImpact }: { priceImpact: number | undefined }) {
  const { t, locale } = useFoyerContext()
  const level = priceImpactLevel(priceImpact)
  if (level === 'low' || priceImpact === undefined) return null
  const percent = formatPercent(priceImpact, locale)
  return (
    <p className="foyer-swap-warning" role="alert" data-level={level}>
      {level === 'severe' ? t('swapPriceImpactSevere', { percent }) : t('swapPriceImpactHigh', { percent })}
    </p>
  )
}
