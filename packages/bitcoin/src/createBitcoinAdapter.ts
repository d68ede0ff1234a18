import { BitcoinAdapter, type BitcoinAdapterOptions } from './BitcoinAdapter.js'

/**
 * Creates a {@link BitcoinAdapter}; same as `new BitcoinAdapter(options)`.
 *
 * @example
 * const btc = createBitcoinAdapter({ networks: [bitcoinRegtest] })
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  return new BitcoinAdapter(options)
}
