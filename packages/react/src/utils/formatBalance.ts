const DECIMAL = /^(\d+)(?:\.(\d+))?$/

/**
 * Formats a decimal balance string with exactly 3 decimals (§5), rounding half up, and appends the symbol.
 * Works on the string so large balances keep every integer digit. Returns undefined for a missing balance.
 */
export function formatBalance(balance: string | undefined, symbol: string | undefined): string | undefined {
  if (balance === undefined) return undefined
  const match = DECIMAL.exec(balance.trim())
  if (!match) return symbol ? `${balance} ${symbol}` : balance
  const integer = match[1] ?? '0'
  const fraction = (match[2] ?? '').padEnd(4, '0')
  let scaled = BigInt(integer + fraction.slice(0, 3))
  if (Number(fraction[3]) >= 5) scaled += 1n
  const digits = scaled.toString().padStart(4, '0')
  const text = `${digits.slice(0, -3)}.${digits.slice(-3)}`
  return symbol ? `${text} ${symbol}` : text
}
