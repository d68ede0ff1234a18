import type { ChainAdapter } from '../adapter/types.js'
import type { CaipNetwork } from '../types/network.js'
import { LazyUniversalAdapter } from './lazyAdapter.js'

/**
 * Basic mode (§2: createFoyer without adapters): one UniversalAdapter per namespace of the app's networks,
 * so every namespace connects through the WalletConnect session, as the hosted kit's basic mode does.
 * Only a small shell per namespace is on the page; the adapter itself loads when a session connects.
 */
export function basicModeAdapters(networks: readonly CaipNetwork[]): ChainAdapter[] {
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  return namespaces.map((namespace) => new LazyUniversalAdapter(namespace))
}
