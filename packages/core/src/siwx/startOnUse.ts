import type { FoyerContext } from '../instance/context.js'
import type { FoyerState } from '../store/types.js'
import { whenIdle } from '../utils/whenIdle.js'
import type { SiwxController } from './controller.js'

/** Whether the visitor is connecting: an account not disconnected, or a WalletConnect pairing under way. */
const connecting = (state: FoyerState) =>
  state.walletConnect.status !== 'idle' ||
  Object.values(state.accounts).some((account) => account !== undefined && account.status !== 'disconnected')

/**
 * Sign-in's start, when the app configured it: its controller (with the connection code) loads once the
 * visitor connects or resyncs a stored connection, a WalletConnect pairing starts, or the modal has opened
 * and the browser is idle after its paint (so a pairing in the modal finds it there for one-click
 * sign-in), never at page load: a visitor who only looks at the page fetches none of it. Returns the
 * start, which the instance's `siwx` actions call too; a failed load is tried again on the next use.
 */
export function startSiwxOnUse(context: FoyerContext): () => Promise<SiwxController> {
  const { store } = context
  let started: Promise<SiwxController> | undefined
  let stop = () => {}
  let idleWait = false
  const start = () => {
    started ??= context.actions
      .run((m) => m.startSiwx(context))
      .then(
        (controller) => {
          stop()
          return controller
        },
        (error: unknown) => {
          started = undefined
          throw error
        },
      )
    return started
  }
  const follow = (state: FoyerState) => {
    if (started) return
    if (connecting(state)) start().catch(() => {})
    else if (state.open && !idleWait) {
      idleWait = true
      void whenIdle().then(() => {
        idleWait = false
        if (!context.signal.aborted) start().catch(() => {})
      })
    }
  }
  stop = store.subscribe(follow)
  context.onDestroy(() => stop())
  // A stored connection's resync began before this (createFoyer starts the adapters first).
  follow(store.getState())
  return start
}
