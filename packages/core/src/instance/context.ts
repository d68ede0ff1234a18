import type { EmbeddedWalletController } from '../embeddedWallet/controller.js'
import type { SiwxController } from '../siwx/controller.js'
import type { LazyModule } from '../utils/lazyModule.js'
import type { WalletConnectController } from '../walletConnect/controller.js'
import type * as Actions from './actions.js'
import type { FoyerKernel } from './kernel.js'
import type * as OnDemand from './onDemand.js'

/**
 * Everything one instance owns; actions take it as their first argument: the kernel (kernel.ts), the
 * on-demand code and the controllers on the page-load path. A file that needs only the kernel's parts
 * takes a FoyerKernel, and so imports no feature's types. Internal.
 */
export interface FoyerContext extends FoyerKernel {
  /** What the instance loads on demand (onDemand.ts), imported from the connection code's chunk. */
  onDemand: LazyModule<typeof OnDemand>
  /** The connection code (actions.ts), one import(); open() preloads it; run in the same tick once loaded. */
  actions: LazyModule<typeof Actions>
  /** The WalletConnect pairing and session. */
  walletConnect: WalletConnectController
  /** The embedded wallet (email login, socials, Farcaster). */
  embeddedWallet: EmbeddedWalletController
  /** Sign in with a wallet; closing the sign-in view asks it. */
  siwx?: SiwxController
}

/**
 * Where an instance keeps its context, for the features an app imports on their own (`swapActions`,
 * `onRampActions`): they are not methods of the instance, so a page that never uses them carries none
 * of their code. Not enumerable in practice: a symbol key.
 */
export const FOYER_CONTEXT: unique symbol = Symbol.for('foyer.context') as never

/** The context of an instance made by createFoyer; throws for anything else. */
export function contextOf(foyer: object): FoyerContext {
  const context = (foyer as { [FOYER_CONTEXT]?: FoyerContext })[FOYER_CONTEXT]
  if (!context) throw new TypeError('Expected an instance made by createFoyer()')
  return context
}
