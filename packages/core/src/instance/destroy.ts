import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../types/network.js'
import type { FoyerKernel } from './kernel.js'

/**
 * The end of destroy(), after the features' onDestroy hooks (the adapters' events, WalletConnect, the
 * embedded wallet, sign-in, the features' watches) and the timers have stopped: aborts the instance's
 * lifetime (service requests on their way end, later ones refuse to start), lets go of its adapters
 * (no later call reaches a wallet or a chain), empties the caches, then freezes the store, so that
 * nothing still on its way changes the state or calls a subscriber.
 */
export function endInstance(context: FoyerKernel, lifetime: AbortController): void {
  lifetime.abort(new DOMException('This Foyer instance was destroyed', 'AbortError'))
  // The instance's own map: the adapter objects stay the app's.
  ;(context.adapters as Map<ChainNamespace, ChainAdapter>).clear()
  // Every cache and request kept: a feature's own, made on its first use.
  context.caches = {}
  context.store.setState = () => {}
}
