import { formatBalance } from '@foyer/core'

// The modal's texts are English by default and its other numbers (USD values, dates) use en-US: amounts too.
const LOCALE = 'en-US'
const integer = new Intl.NumberFormat(LOCALE)

/**
 * Groups the thousands of a plain decimal string ('10000.123' -> '10,000.123') with Intl, through
 * BigInt so an 18-decimal token amount of any size keeps every digit.
 */
export function groupThousands(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount)
  if (!match) return amount
  const [, sign = '', whole = '0', fraction] = match
  const grouped = `${sign}${integer.format(BigInt(whole))}`
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}

/** A balance with 3 decimals (§5, truncated by core so it never looks larger), grouped thousands and its symbol: '10,000.000 ETH'. */
export function formatAmount(balance: string | undefined, symbol: string | undefined): string | undefined {
  if (balance === undefined) return undefined
  const amount = groupThousands(formatBalance(balance))
  return symbol ? `${amount} ${symbol}` : amount
}
