import { formatBalance } from '@foyer/core'

/** A balance with 3 decimals (§5, truncated by core so it never looks larger) and its symbol. */
export function formatAmount(balance: string | undefined, symbol: string | undefined): string | undefined {
  if (balance === undefined) return undefined
  const amount = formatBalance(balance)
  return symbol ? `${amount} ${symbol}` : amount
}
