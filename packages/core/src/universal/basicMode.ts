import type { ChainAdapter } from '../adapter/types.js'
import type { CaipNetwork } from '../types/network.js'
import { UniversalAdapter } from './UniversalAdapter.js'

/**
 * Basic mode (createFoyer without adapters): one UniversalAdapter per namespace of the app's networks,
 * so every namespace connects through the WalletConnect session, as the hosted kit's basic mode does.
 * Each is the class an app would add: small on the page, its code loads on first use.
 */
export function basicModeAdapters(networks: readonly CaipNetwork[]): ChainAdapter[] {
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  return namespaces.map((namespace) => new UniversalAdapter({ namespace }))
}
