import type { ChainAdapter } from '../adapter/types.js'
import { contextOf } from '../instance/context.js'
import type { FoyerInstance } from '../instance/foyerInstance.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
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

/**
 * The instance's UniversalAdapter of `namespace`: in basic mode the one createFoyer made, else the one
 * the app gave; undefined when the namespace has another adapter or none. Through it an app signs and
 * sends the namespace's WalletConnect requests (the hosted kit's `useAppKitProvider(namespace)`).
 *
 * @example
 * const foyer = createFoyer({ projectId, networks: [mainnet] }) // basic mode
 * const signature = await getUniversalAdapter(foyer, 'eip155')?.signMessage({ message: 'Hello', address })
 */
export function getUniversalAdapter(
  foyer: FoyerInstance,
  namespace: ChainNamespace,
): UniversalAdapter | undefined {
  const adapter = contextOf(foyer).adapters.get(namespace)
  return adapter instanceof UniversalAdapter ? adapter : undefined
}
