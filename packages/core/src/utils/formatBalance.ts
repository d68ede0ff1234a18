/**
 * Formats a decimal string for display with a fixed number of decimals (3 by default), rounded to the
 * nearest (half up), as the hosted kit shows them: `'9.99899'` -> `'9.999'`, `'1.23449'` -> `'1.234'`. A cut
 * instead would show 9.998 for a balance that is all but 9.999. Works on the string (and BigInt) so 18-decimal
 * token amounts keep their precision. Non-numeric input gives `'0.000'`.
 *
 * @example
 * formatBalance('9.99899') // '9.999'
 * formatBalance('2', 2) // '2.00'
 */
export function formatBalance(value: string | undefined, decimals = 3): string {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(value ?? '')
  if (!match || (!match[2] && !match[3])) return decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'
  // The amount in units of a tenth of the last decimal shown, plus 5 of them, then cut: rounds half up.
  const tenths = BigInt(
    `${match[2] || '0'}${(match[3] ?? '').padEnd(decimals + 1, '0').slice(0, decimals + 1)}`,
  )
  const digits = ((tenths + 5n) / 10n).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  return `${/[1-9]/.test(digits) ? match[1] : ''}${whole}${decimals > 0 ? `.${digits.slice(-decimals)}` : ''}`
}
