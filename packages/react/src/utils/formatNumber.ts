// Formatters per language, made once: Intl.NumberFormat is costly to build and pure to reuse.
const marks = new Map<string, string>()

/** The language's decimal mark: '.' in en, ',' in de. */
export function decimalMark(locale = 'en'): string {
  let mark = marks.get(locale)
  if (mark === undefined) {
    mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.'
    marks.set(locale, mark)
  }
  return mark
}

const currencies = new Map<string, { cents: Intl.NumberFormat; small: Intl.NumberFormat }>()

/**
 * USD values in the language's format ('$1,234.56' in en, '1.234,56 $' in de); below a cent with two
 * significant digits ('$0.0042') rather than '$0.00'.
 */
export function formatUsd(value: number, locale = 'en'): string {
  let format = currencies.get(locale)
  if (!format) {
    format = {
      cents: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
      small: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumSignificantDigits: 2,
      }),
    }
    currencies.set(locale, format)
  }
  return (value > 0 && value < 0.01 ? format.small : format.cents).format(value)
}
