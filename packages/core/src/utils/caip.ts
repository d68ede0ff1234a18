import { InvalidCaipAddressError } from '../errors/connectionErrors.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/network.js'

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']

/**
 * True for a chain namespace Foyer knows.
 *
 * @example
 * isChainNamespace('solana') // true
 * isChainNamespace('tron') // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value)
}

/**
 * True for a CAIP-10 account id: three non-empty colon-separated parts.
 *
 * @example
 * isCaipAddress('eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 * isCaipAddress('eip155:1') // false: that is a network id
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && parts.every((part) => part.length > 0)
}

/**
 * Splits a CAIP-10 account id; throws InvalidCaipAddressError ('Invalid CAIP Address') otherwise.
 *
 * @example
 * const { chainNamespace, chainId, address } = parseCaipAddress('eip155:10:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
 * // 'eip155', '10', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export function parseCaipAddress(value: string): {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
} {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId, address] = parts
  if (parts.length !== 3 || !isChainNamespace(chainNamespace) || !chainId || !address) {
    throw new InvalidCaipAddressError({ details: `"${String(value)}" is not namespace:chainId:address` })
  }
  return { chainNamespace, chainId, address }
}

/**
 * Splits a CAIP-2 network id; throws InvalidCaipAddressError otherwise.
 *
 * @example
 * parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
 * // { chainNamespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
 */
export function parseCaipNetworkId(value: string): { chainNamespace: ChainNamespace; chainId: string } {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !isChainNamespace(chainNamespace) || !chainId) {
    throw new InvalidCaipAddressError({ details: `"${String(value)}" is not namespace:chainId` })
  }
  return { chainNamespace, chainId }
}

/**
 * Builds `namespace:chainId`.
 *
 * @example
 * toCaipNetworkId('eip155', 10) // 'eip155:10'
 */
export function toCaipNetworkId(chainNamespace: ChainNamespace, chainId: number | string): CaipNetworkId {
  return `${chainNamespace}:${chainId}`
}

/**
 * Builds `namespace:chainId:address`.
 *
 * @example
 * toCaipAddress('eip155', 1, address) // `eip155:1:${address}`
 */
export function toCaipAddress(
  chainNamespace: ChainNamespace,
  chainId: number | string,
  address: string,
): CaipAddress {
  return `${chainNamespace}:${chainId}:${address}`
}
