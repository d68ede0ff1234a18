import { InvalidCaipAddressError } from '../errors/errors.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/network.js'

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos']

/** True for a chain namespace Foyer knows. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value)
}

/** True for a CAIP-10 account id: three non-empty colon-separated parts. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 3 && parts.every((part) => part.length > 0)
}

/** Splits a CAIP-10 account id; throws InvalidCaipAddressError ('Invalid CAIP Address') otherwise. */
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

/** Splits a CAIP-2 network id; throws InvalidCaipAddressError otherwise. */
export function parseCaipNetworkId(value: string): { chainNamespace: ChainNamespace; chainId: string } {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !isChainNamespace(chainNamespace) || !chainId) {
    throw new InvalidCaipAddressError({ details: `"${String(value)}" is not namespace:chainId` })
  }
  return { chainNamespace, chainId }
}

/** Builds `namespace:chainId`. */
export function toCaipNetworkId(chainNamespace: ChainNamespace, chainId: number | string): CaipNetworkId {
  return `${chainNamespace}:${chainId}`
}

/** Builds `namespace:chainId:address`. */
export function toCaipAddress(
  chainNamespace: ChainNamespace,
  chainId: number | string,
  address: string,
): CaipAddress {
  return `${chainNamespace}:${chainId}:${address}`
}
