import type { FoyerKernel } from '../instance/kernel.js'
import type { FoyerState } from '../store/types.js'
import { refreshHoldings, swapAccountKey } from './holdings.js'
import { emptySwapState } from './state.js'

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** Swap: the latest quote's number. */
    swapQuote?: number
    /** Stops the Swap state following the account, network and balances (this file). */
    swapWatch?: () => void
  }
}

/** The account and network the form would trade on now. */
function currentSwapKey(state: FoyerState): string | undefined {
  const address = state.accounts[state.activeNamespace]?.address
  const network = state.caipNetwork?.caipNetworkId
  return address && network ? swapAccountKey(network, address) : undefined
}

/**
 * Keeps the Swap state true to the connection, once per instance (destroy() ends it):
 * - another network or account clears it, tokens included (one network's tokens must never pay on
 *   another), and any quote on its way is dropped; the view initializes again for the new one;
 * - new balances of its account (after a swap, a send, the Tokens tab) flow into its tokens, so the
 *   balance shown, Max and the balance check read what is held now.
 */
export function watchSwap(context: FoyerKernel, onHoldings: () => void): void {
  if (context.caches.swapWatch) return
  context.caches.swapWatch = context.store.subscribe((state, previous) => {
    const swap = state.swap
    if (!swap?.account) return
    if (currentSwapKey(state) !== swap.account) {
      context.caches.swapQuote = (context.caches.swapQuote ?? 0) + 1
      context.store.setState({ swap: emptySwapState() })
      return
    }
    const { balances } = state
    if (
      balances.account === swap.account &&
      balances.items !== previous.balances.items &&
      !balances.loading
    ) {
      context.store.setState({ swap: { ...swap, ...refreshHoldings(swap, balances.items) } })
      onHoldings()
    }
  })
  context.onDestroy(context.caches.swapWatch)
}
