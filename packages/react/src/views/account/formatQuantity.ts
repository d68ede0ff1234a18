import { formatBalance } from '@foyer/core'

/**
 * A token quantity with 3 decimals (§5, truncated) and thousands separators: '10,000.123'.
 * The separators also keep a token row's text apart from the header balance ('10000.000 ETH').
 */
export function formatQuantity(numeric: string): string {
  const [whole = '0', fraction] = formatBalance(numeric).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}
