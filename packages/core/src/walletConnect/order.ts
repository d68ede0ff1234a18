/**
 * The order in which one session's namespaces connect. Every connection applied becomes the active
 * one (applyConnection), so the namespace of the network the app is on goes last: a session with EVM
 * and Solana accounts leaves an app on an EVM network on its EVM account, and the other namespace
 * connected beside it (picking one of its networks shows its account).
 */
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import type { FoyerKernel } from '../instance/kernel.js'
import type { ChainNamespace } from '../types/network.js'

/** How long a resync waits for the session's other namespaces before it connects its own. */
const RESYNC_ORDER_WAIT_MS = 10_000

/** The namespace of the app's current network (the stored one after a reload), if any. */
const currentNamespace = (context: FoyerKernel): ChainNamespace | undefined =>
  context.store.getState().caipNetwork?.chainNamespace

/** `namespaces` with the current network's namespace moved to the end (the others keep their order). */
export function currentLast(context: FoyerKernel, namespaces: readonly ChainNamespace[]): ChainNamespace[] {
  const current = currentNamespace(context)
  return [...namespaces.filter((ns) => ns !== current), ...namespaces.filter((ns) => ns === current)]
}

/**
 * At start-up every namespace the stored session served resyncs at once. The current network's
 * namespace waits (at most RESYNC_ORDER_WAIT_MS) until the others' resyncs have been applied, so it is
 * applied last and stays active; any other namespace goes at once.
 */
export function waitForOtherResyncs(
  context: FoyerKernel,
  namespace: ChainNamespace,
  namespaces: readonly ChainNamespace[],
): Promise<void> {
  if (namespace !== currentNamespace(context)) return Promise.resolve()
  const { store, storage, timers } = context
  const pending = () =>
    namespaces.some(
      (ns) =>
        ns !== namespace &&
        store.getState().accounts[ns]?.status === 'reconnecting' &&
        storage.getConnectedConnectorId(ns) === WALLET_CONNECT_CONNECTOR_ID,
    )
  if (!pending()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      timers.clear(timer)
      unsubscribe()
      resolve()
    }
    const timer = timers.set(done, RESYNC_ORDER_WAIT_MS)
    const unsubscribe = store.subscribe(() => {
      if (!pending()) done()
    })
  })
}
