import { groupThousands } from '../../utils/formatAmount.js'

/** The most decimals an amount shows (the target amount's 6, §5); the amount itself keeps every digit. */
export const SHOWN_DECIMALS = 6

/** '0.98999999999999999' -> '0.989999': at most 6 decimals, cut (never shown larger than it is). */
export function shownDecimals(amount: string, decimals = SHOWN_DECIMALS): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount)
  if (!match) return amount
  const [, whole = '0', fraction = ''] = match
  const cut = fraction.slice(0, decimals).replace(/0+$/, '')
  // A dust amount (0.0000001) shows whole rather than as nothing.
  if (!cut && /[1-9]/.test(fraction) && whole === '0') return amount
  return cut ? `${whole}.${cut}` : whole
}

/** An amount as both swap fields show it: 6 decimals at most, the language's grouping and decimal mark. */
export const shownAmount = (amount: string, locale: string): string =>
  groupThousands(shownDecimals(amount), locale)

/** The USD value of an amount of a token, when its price is known (undefined otherwise). */
export function usdValue(amount: string, price: number): number | undefined {
  const value = Number(amount)
  if (!amount || !Number.isFinite(value) || !(price > 0)) return undefined
  return value * price
}
