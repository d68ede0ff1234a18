import { UNSUPPORTED_NETWORK_NAME } from '../constants.js'
import type { CaipNetwork } from '../types/network.js'

/**
 * True for a placeholder built by createUnsupportedNetwork. A module of its own: open() asks it at page
 * load, while the placeholder is built only once a wallet is connected (with the CAIP parsing it needs).
 *
 * @example
 * if (isUnsupportedNetwork(foyer.getState().caipNetwork)) foyer.open({ view: 'Networks' })
 */
export function isUnsupportedNetwork(network: CaipNetwork | undefined): boolean {
  return (
    network !== undefined &&
    network.name === UNSUPPORTED_NETWORK_NAME &&
    network.rpcUrls.default.http.length === 0
  )
}
