import type { SwapToken } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { formatUsd } from '../../utils/formatNumber.js'
import { usdValue } from './swapAmount.js'

/** '≈ $1,234.56' under a swap amount, when the token's price is known; nothing otherwise. */
export function UsdValue({
  amount,
  token,
  testId,
}: {
  amount: string
  token: SwapToken | undefined
  testId: string
}) {
  const { t, locale } = useFoyerContext()
  const value = token ? usdValue(amount, token.price) : undefined
  if (value === undefined) return null
  return (
    <span className="foyer-muted foyer-swap-usd" data-testid={testId}>
      {t('swapUsdValue', { value: formatUsd(value, locale) })}
    </span>
  )
}
