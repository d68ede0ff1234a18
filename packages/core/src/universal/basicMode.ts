import type { ChainAdapter } from '../adapter/types.js'
import type { CaipNetwork } from '../types/network.js'
import { UniversalAdapter } from './UniversalAdapter.js'

/**
 * Basic mode (§2: createFoyer without adapters): one UniversalAdapter per namespace of the app's networks,
 * so every namespace connects through the WalletConnect session, as the hosted kit's basic mode does.
 * Only the adapters' small classes are on the page; their session code loads when a session connects.
 */
export function basicModeAdapters(networks: readonly CaipNetwork[]): ChainAdapter[] {
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  return namespaces.map((namespace) => new UniversalAdapter({ namespace }))
}
