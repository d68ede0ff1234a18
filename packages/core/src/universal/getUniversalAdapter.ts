import { contextOf } from '../instance/context.js'
import type { FoyerInstance } from '../instance/foyerInstance.js'
import type { ChainNamespace } from '../types/network.js'
import { UniversalAdapter } from './UniversalAdapter.js'

/** What an app asks of a namespace served by the WalletConnect session alone. */
export type UniversalAdapterApi = Pick<UniversalAdapter, 'namespace' | 'signMessage' | 'request'>

/**
 * The instance's UniversalAdapter of `namespace`: in basic mode (no adapters) the one createFoyer made,
 * else one the app gave; undefined when the namespace has another adapter or none. Through it an app
 * signs and sends the namespace's WalletConnect requests (the hosted kit's `useAppKitProvider(namespace)`).
 *
 * @example
 * const foyer = createFoyer({ projectId, networks: [mainnet] }) // basic mode
 * const signature = await getUniversalAdapter(foyer, 'eip155')?.signMessage({ message: 'Hello', address })
 */
export function getUniversalAdapter(
  foyer: FoyerInstance,
  namespace: ChainNamespace,
): UniversalAdapterApi | undefined {
  const adapter = contextOf(foyer).adapters.get(namespace)
  return adapter instanceof UniversalAdapter ? adapter : undefined
}
