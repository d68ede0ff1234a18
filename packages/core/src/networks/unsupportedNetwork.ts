import { UNSUPPORTED_NETWORK_NAME } from '../constants.js'
import type { CaipNetwork, CaipNetworkId } from '../types/network.js'
import { parseCaipNetworkId } from '../utils/caip.js'

/**
 * The unsupported-network placeholder for a network the wallet is on but the app did not request:
 * empty currency, no RPC URLs. Throws InvalidCaipAddressError for an unknown namespace.
 *
 * @example
 * createUnsupportedNetwork('eip155:999')
 * // { id: 999, caipNetworkId: 'eip155:999', chainNamespace: 'eip155', name: 'Unknown Network', rpcUrls: { default: { http: [] } }, … }
 */
export function createUnsupportedNetwork(caipNetworkId: CaipNetworkId | string): CaipNetwork {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  const numeric = chainNamespace === 'eip155' && /^\d+$/.test(chainId) ? Number(chainId) : chainId
  return {
    id: numeric,
    caipNetworkId: `${chainNamespace}:${chainId}`,
    chainNamespace,
    name: UNSUPPORTED_NETWORK_NAME,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}
