import type { StoreApi } from 'zustand/vanilla'
import type { ChainAdapter } from '../adapter/types.js'
import type { EmbeddedWalletController } from '../embeddedWallet/controller.js'
import type { FoyerMessage } from '../messages/types.js'
import type { SiwxController } from '../siwx/controller.js'
import type { FoyerStorage } from '../storage/storage.js'
import type { Alert, FoyerState } from '../store/types.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { LazyModule } from '../utils/lazyModule.js'
import type { Timers } from '../utils/timers.js'
import type { WalletConnectController } from '../walletConnect/controller.js'
import type * as Actions from './actions.js'
import type { InstanceCaches } from './caches.js'
import type * as OnDemand from './onDemand.js'
import type { ResolvedOptions } from './resolvedOptions.js'

/** Everything one instance owns; actions take it as their first argument. Internal. */
export interface FoyerContext {
  options: ResolvedOptions
  store: StoreApi<FoyerState>
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  adapterConnectors: Map<ChainNamespace, readonly Connector[]>
  storage: FoyerStorage
  timers: Timers
  isMobile(): boolean
  /** The network of a fresh or disconnected instance: defaultNetwork, else the first network. */
  defaultNetwork: CaipNetwork
  /** Shown by open() (a missing project id opens an alert). */
  pendingAlert: Alert | undefined
  /** The features' requests on their way and answers kept (balances, names, the directory), made on first use. */
  caches: InstanceCaches
  /** Aborted by destroy() (an AbortError): service requests end with it, and wallet calls refuse to start. */
  signal: AbortSignal
  showSnackbar(variant: 'loading' | 'success' | 'error', message: FoyerMessage): Promise<void>
  /** Fresh native balance of the connected account (lazy code calls it instead of importing it). */
  refreshAccount(): Promise<void>
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
