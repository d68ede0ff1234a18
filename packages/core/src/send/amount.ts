// Token amounts as bigint in the smallest unit: no float math, so '0.1' + '0.2' stays exact and an
// 18-decimals balance keeps every digit.

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * '1.5' with 6 decimals -> 1500000n. Undefined for text that is not a plain non-negative decimal
 * ('1e3', '-1', '1,5', '.') or has more fraction digits than the token has decimals.
 */
export function parseAmount(text: string, decimals: number): bigint | undefined {
  const match = DECIMAL.exec(text.trim())
  if (!match) return undefined
  const whole = match[1] ?? ''
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (whole === '' && (match[2] ?? '') === '') return undefined
  if (fraction.length > decimals) return undefined
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
}

/** 1500000n with 6 decimals -> '1.5'; trailing zeros dropped, no exponent. */
export function formatAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
