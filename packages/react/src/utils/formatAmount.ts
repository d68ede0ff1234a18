import { formatBalance } from '@foyer/core'

// Formatters per language, made once: Intl.NumberFormat is costly to build and pure to reuse.
const integers = new Map<string, { group: Intl.NumberFormat; decimal: string }>()

function integerFormat(locale: string) {
  let format = integers.get(locale)
  if (!format) {
    const group = new Intl.NumberFormat(locale)
    const decimal =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
    format = { group, decimal }
    integers.set(locale, format)
  }
  return format
}

/**
 * Groups the thousands of a plain decimal string for a language ('10000.123' -> '10,000.123' in en,
 * '10.000,123' in de) with Intl, through BigInt so an 18-decimal token amount of any size keeps every digit.
 */
export function groupThousands(amount: string, locale = 'en'): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount)
  if (!match) return amount
  const [, sign = '', whole = '0', fraction] = match
  const { group, decimal } = integerFormat(locale)
  const grouped = `${sign}${group.format(BigInt(whole))}`
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`
}

/**
 * A balance with 3 decimals (rounded to the nearest by core), the language's grouping and
 * decimal mark, and its symbol: '10,000.000 ETH' in en.
 */
export function formatAmount(
  balance: string | undefined,
  symbol: string | undefined,
  locale = 'en',
): string | undefined {
  if (balance === undefined) return undefined
  const amount = groupThousands(formatBalance(balance), locale)
  return symbol ? `${amount} ${symbol}` : amount
}

/** The language's decimal mark: '.' in en, ',' in de. */
export const decimalMark = (locale = 'en'): string => integerFormat(locale).decimal

const currencies = new Map<string, { cents: Intl.NumberFormat; small: Intl.NumberFormat }>()

/**
 * USD values in the language's format ('$1,234.56' in en, '1.234,56 $' in de); below a cent with two
 * significant digits ('$0.0042') rather than '$0.00'.
 */
export function formatUsd(value: number, locale = 'en'): string {
  let format = currencies.get(locale)
  if (!format) {
    format = {
      cents: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
      small: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumSignificantDigits: 2,
      }),
    }
    currencies.set(locale, format)
  }
  return (value > 0 && value < 0.01 ? format.small : format.cents).format(value)
}
