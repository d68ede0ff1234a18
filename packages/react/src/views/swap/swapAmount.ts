import { parseTypedAmount } from '../../i18n/typedAmount.js'
import { groupThousands } from '../../utils/formatAmount.js'
import { decimalMark } from '../../utils/formatNumber.js'

/** The most decimals an amount shows (the target amount's 6); the amount itself keeps every digit. */
const SHOWN_DECIMALS = 6

/** '0.98999999999999999' -> '0.989999': at most 6 decimals, cut (never shown larger than it is). */
export function shownDecimals(amount: string, decimals = SHOWN_DECIMALS): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount)
  if (!match) return amount
  const [, whole = '0', fraction = ''] = match
  const cut = fraction.slice(0, decimals).replace(/0+$/, '')
  // A dust amount (0.0000001) shows whole rather than as nothing.
  if (!cut && /[1-9]/.test(fraction) && whole === '0') return amount
  return cut ? `${whole}.${cut}` : whole
}

/** An amount as both swap fields show it: 6 decimals at most, the language's grouping and decimal mark. */
export const shownAmount = (amount: string, locale: string): string =>
  groupThousands(shownDecimals(amount), locale)

/** The USD value of an amount of a token, when its price is known (undefined otherwise). */
export function usdValue(amount: string, price: number): number | undefined {
  const value = Number(amount)
  if (!amount || !Number.isFinite(value) || !(price > 0)) return undefined
  return value * price
}

const groupMarks = new Map<string, string>()

/** The language's grouping mark: ',' in en, '.' in de, a narrow no-break space in fr. */
function groupMark(locale: string): string {
  let mark = groupMarks.get(locale)
  if (mark === undefined) {
    mark = new Intl.NumberFormat(locale).formatToParts(1_000_000).find((p) => p.type === 'group')?.value ?? ''
    groupMarks.set(locale, mark)
  }
  return mark
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The pay field's text as core reads amounts: a number grouped the language's way ('12,345.5' in en,
 * '12.345,5' in de, as the field shows an amount it was given) loses its grouping marks; anything else
 * reads as typed (parseTypedAmount).
 */
export function readPayField(text: string, locale: string): string {
  const group = groupMark(locale)
  const trimmed = text.trim()
  if (group) {
    const mark = escapeRegExp(decimalMark(locale))
    const grouped = new RegExp(`^\\d{1,3}(${escapeRegExp(group)}\\d{3})+(${mark}\\d*)?$`)
    if (grouped.test(trimmed)) return parseTypedAmount(trimmed.replaceAll(group, ''), locale)
  }
  return parseTypedAmount(text, locale)
}
