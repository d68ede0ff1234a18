/**
 * Formats a decimal string for display with a fixed number of decimals (3 by default, §5),
 * truncating rather than rounding so a balance never looks larger than it is: `'1.23456'` -> `'1.234'`.
 * Works on the string so 18-decimal token amounts keep their precision. Non-numeric input gives `'0.000'`.
 */
export function formatBalance(value: string | undefined, decimals = 3): string {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(value ?? '')
  const zero = decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'
  if (!match || (!match[2] && !match[3])) return zero
  const sign = match[1] ?? ''
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0'
  const fraction = (match[3] ?? '').slice(0, decimals).padEnd(decimals, '0')
  const isZero = /^0*$/.test(whole + fraction)
  return `${isZero ? '' : sign}${whole}${decimals > 0 ? `.${fraction}` : ''}`
}
