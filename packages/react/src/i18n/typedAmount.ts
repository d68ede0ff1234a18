import { decimalMark } from '../utils/formatNumber.js'

// Digits a visitor's keyboard may type besides 0-9: Arabic-Indic and Extended Arabic-Indic.
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g
const ARABIC_DECIMAL = '\u066b'

/**
 * An amount field's text as core reads amounts ('1.5'): the language's decimal mark (',' in de and
 * fr, '٫' in ar) and '.' both mark the decimals, Arabic-Indic digits count as digits. Grouping marks
 * are not read ('1,000' in en stays as typed, so core calls it an incorrect amount rather than
 * guessing); the fields never show grouping either.
 */
export function parseTypedAmount(text: string, locale: string): string {
  const mark = decimalMark(locale)
  let plain = text.trim().replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
  plain = plain.replaceAll(ARABIC_DECIMAL, '.')
  return mark === '.' ? plain : plain.replaceAll(mark, '.')
}

/** An amount from core ('1.5') as an amount field shows it in the language ('1,5' in de). */
export function toTypedAmount(amount: string, locale: string): string {
  const mark = decimalMark(locale)
  return mark === '.' ? amount : amount.replace('.', mark)
}
