/** Past this price impact (percent) the Swap view warns. */
export const PRICE_IMPACT_WARN_PERCENT = 5
/** Past this price impact (percent) the swap needs a second confirmation (`acceptPriceImpact()`). */
export const PRICE_IMPACT_CONFIRM_PERCENT = 15

/**
 * How bad a price impact is: `low` up to 5 %, `high` past 5 % (warn), `severe` past 15 % (the visitor
 * confirms a second time before the swap is sent). Unknown (no prices) counts as low.
 *
 * @example
 * priceImpactLevel(2) // 'low'
 * priceImpactLevel(8) // 'high': warn
 * priceImpactLevel(20) // 'severe': the visitor confirms a second time
 */
export function priceImpactLevel(priceImpact: number | undefined): 'low' | 'high' | 'severe' {
  if (priceImpact === undefined || !Number.isFinite(priceImpact)) return 'low'
  if (priceImpact > PRICE_IMPACT_CONFIRM_PERCENT) return 'severe'
  if (priceImpact > PRICE_IMPACT_WARN_PERCENT) return 'high'
  return 'low'
}
