import { parseUnits } from 'viem'

/**
 * A Pay amount in the asset's smallest unit, or undefined when it is not a positive amount. `0x…` is
 * already in the smallest unit; bare hex is the hosted kit's `Number(amount).toString(16)` of whole units,
 * read back to that number (exact: its digits are the double's bits) and scaled like the kit's own
 * wallet payments do (`parseUnits(String(amount), decimals)`).
 */
export function amountInUnits(amount: string, decimals: number): bigint | undefined {
  if (/^0x[0-9a-fA-F]{1,64}$/.test(amount)) {
    const units = BigInt(amount)
    return units > 0n ? units : undefined
  }
  const match = /^([0-9a-fA-F]{1,13})(?:\.([0-9a-fA-F]{1,14}))?$/.exec(amount)
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  const value =
    Number.parseInt(whole, 16) + (fraction ? Number.parseInt(fraction, 16) / 16 ** fraction.length : 0)
  const text = String(value)
  // Past what the kit can send in plain digits (1e-7 and below): no such amount.
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined
  const units = parseUnits(text, decimals)
  return units > 0n ? units : undefined
}
