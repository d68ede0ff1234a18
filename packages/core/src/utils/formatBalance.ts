/**
 * Formats a decimal string for display with a fixed number of decimals (3 by default, §5), rounded to the
 * nearest (half up), as the hosted kit shows them: `'9.99899'` -> `'9.999'`, `'1.23449'` -> `'1.234'`. A cut
 * instead would show 9.998 for a balance that is all but 9.999. Works on the string so 18-decimal token
 * amounts keep their precision. Non-numeric input gives `'0.000'`.
 */
export function formatBalance(value: string | undefined, decimals = 3): string {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(value ?? '')
  const zero = decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0'
  if (!match || (!match[2] && !match[3])) return zero
  const sign = match[1] ?? ''
  const digits = (match[3] ?? '').padEnd(decimals + 1, '0')
  let kept = `${match[2] || '0'}${digits.slice(0, decimals)}`
  if (Number(digits[decimals]) >= 5) kept = addOne(kept)
  const whole = kept.slice(0, kept.length - decimals).replace(/^0+(?=\d)/, '') || '0'
  const fraction = kept.slice(kept.length - decimals)
  const isZero = /^0*$/.test(whole + fraction)
  return `${isZero ? '' : sign}${whole}${decimals > 0 ? `.${fraction}` : ''}`
}

/** A string of digits plus one, carried by hand ('0999' -> '1000'), so no precision is lost. */
function addOne(digits: string): string {
  let carry = 1
  let out = ''
  for (let i = digits.length - 1; i >= 0; i--) {
    const sum = Number(digits[i]) + carry
    out = `${sum % 10}${out}`
    carry = sum > 9 ? 1 : 0
  }
  return carry ? `1${out}` : out
}
