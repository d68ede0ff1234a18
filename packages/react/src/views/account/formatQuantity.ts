import { formatBalance } from '@foyer/core'
import { groupThousands } from '../../utils/formatAmount.js'

/** A token quantity with 3 decimals (rounded) and the language's separators: '10,000.123' in en. */
export function formatQuantity(numeric: string, locale = 'en'): string {
  return groupThousands(formatBalance(numeric), locale)
}
