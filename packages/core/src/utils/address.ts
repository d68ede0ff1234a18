const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * True for 40 hex characters with an optional `0x` prefix. Checksums are not checked.
 *
 * @example
 * isEvmAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 * isEvmAddress('0x123') // false
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

/**
 * True for 32-44 base58 characters.
 *
 * @example
 * isSolanaAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96') // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}

/**
 * Shortens an address for display to its first 4 and last 6 characters, e.g.
 * `0x12…abcdef`. Strings too short to gain anything are returned unchanged.
 *
 * @example
 * shortenAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // '0xd8…A96045'
 */
export function shortenAddress(address: string): string {
  if (address.length <= 4 + 6 + 1) return address
  return `${address.slice(0, 4)}…${address.slice(-6)}`
}
