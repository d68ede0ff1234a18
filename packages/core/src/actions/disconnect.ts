import { DisconnectError } from '../errors/connectionErrors.js'
import type { FoyerContext } from '../instance/context.js'
import type { ChainNamespace } from '../types/network.js'
import { disconnectPairing } from '../walletConnect/pairingActions.js'
import { resetConnections } from './resetConnections.js'

/**
 * Disconnects every connected namespace, resets all accounts and the network to the default,
 * and closes the modal.
 * When an adapter fails, its namespace stays connected, the error snackbar 'Failed to disconnect'
 * shows and DisconnectError is thrown (the others are still reset).
 */
export async function disconnect(context: FoyerContext): Promise<void> {
  // A destroyed instance reaches no wallet: AbortError.
  context.signal.throwIfAborted()
  const { accounts } = context.store.getState()
  const active = [...context.adapters.keys()].filter((ns) => accounts[ns]?.status !== 'disconnected')
  const results = await Promise.allSettled(
    active.map(async (ns) => {
      await context.adapters.get(ns)?.disconnect()
      return ns
    }),
  )
  const failed: { ns: ChainNamespace; reason: unknown }[] = []
  results.forEach((result, index) => {
    const ns = active[index]
    if (result.status === 'rejected' && ns) failed.push({ ns, reason: result.reason })
  })
  // Then the pairing state; a WalletConnect session no adapter ended is deleted on the relay too.
  await disconnectPairing(context).catch(() => undefined)
  const failedNamespaces = new Set(failed.map((f) => f.ns))
  resetConnections(
    context,
    [...context.adapters.keys()].filter((ns) => !failedNamespaces.has(ns)),
  )
  // Done: the modal closes as the hosted kit's account view closes it. On a failure it stays open
  // on what is still connected.
  if (failed.length === 0) context.store.setState({ open: false })
  if (failed.length > 0) {
    void context.showSnackbar('error', { id: 'disconnectFailed' })
    throw new DisconnectError({
      cause: failed[0]?.reason,
      details: `adapter(s) ${failed.map((f) => f.ns).join(', ')} failed to disconnect`,
    })
  }
}
