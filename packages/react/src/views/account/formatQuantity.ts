import { formatBalance } from '@foyer/core'
import { groupThousands } from '../../utils/formatAmount.js'

/** A token quantity with 3 decimals (§5, truncated) and thousands separators: '10,000.123'. */
export function formatQuantity(numeric: string): string {
  return groupThousands(formatBalance(numeric))
}
