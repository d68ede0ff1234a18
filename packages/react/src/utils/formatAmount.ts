// Formatters by language and decimals, made once: Intl.NumberFormat is costly to build and pure to reuse.
const formats = new Map<string, Intl.NumberFormat>()

/**
 * A plain decimal string in a language's format with exactly `decimals` decimals, rounded half up. Intl
 * formats the string itself, so an 18-decimal token amount of any size keeps every digit (a browser
 * without Intl.NumberFormat v3, before 2023, reads it as a float first).
 */
function formatDecimal(amount: string, decimals: number, locale: string): string {
  const key = `${locale} ${decimals}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    formats.set(key, format)
  }
  // Typed for numbers in lib ES2022; Intl.NumberFormat v3 takes the decimal string as it is.
  return format.format(amount as unknown as number)
}

/**
 * Groups the thousands of a plain decimal string for a language ('10000.123' -> '10,000.123' in en,
 * '10.000,123' in de), keeping its decimals; other text stays as it is.
 */
export function groupThousands(amount: string, locale = 'en'): string {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(amount)
  return match ? formatDecimal(amount, match[1]?.length ?? 0, locale) : amount
}

/**
 * A balance with 3 decimals (rounded half up), the language's grouping and decimal mark, and its symbol:
 * '10,000.000 ETH' in en. On the page with the account button.
 */
export function formatAmount(
  balance: string | undefined,
  symbol: string | undefined,
  locale = 'en',
): string | undefined {
  if (balance === undefined) return undefined
  const amount = formatDecimal(balance, 3, locale)
  return symbol ? `${amount} ${symbol}` : amount
}
