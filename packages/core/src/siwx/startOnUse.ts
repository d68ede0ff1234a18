import type { FoyerContext } from '../instance/context.js'
import { type LazyModule, lazyModule } from '../utils/lazyModule.js'
import type { SiwxController } from './controller.js'

/**
 * Sign-in's start, when the app configured it: its controller loads with the connection code once the
 * modal opens, an account's state changes (a connect, a stored connection's resync: createFoyer calls
 * this before it starts the adapters) or a WalletConnect pairing starts; never at page load, so a visitor
 * who only looks at the page fetches none of it. The instance's `siwx` actions start it too.
 */
export function startSiwxOnUse(context: FoyerContext): LazyModule<SiwxController> {
  const siwx = lazyModule(() => context.actions.run((m) => m.startSiwx(context)))
  const stop = context.store.subscribe((state, before) => {
    if (!state.open && state.accounts === before.accounts && state.walletConnect === before.walletConnect)
      return
    stop()
    siwx.preload()
  })
  return siwx
}
