const percents = new Map<string, Intl.NumberFormat>()

/** A percentage in the language's format, 2 decimals: '1.23%' in en, '1,23 %' in de, '%1,23' in tr. */
export function formatPercent(value: number, locale: string): string {
  let format = percents.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    percents.set(locale, format)
  }
  return format.format(value / 100)
}
