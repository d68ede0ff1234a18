import type { StoreApi } from 'zustand/vanilla'
import type { ChainAdapter } from '../adapter/types.js'
import type { FoyerMessage } from '../messages/types.js'
import type { FoyerStorage } from '../storage/storage.js'
import type { Alert, FoyerState } from '../store/types.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { LazyModule } from '../utils/lazyModule.js'
import type { Timers } from '../utils/timers.js'
import type { InstanceCaches } from './caches.js'
import type { ResolvedOptions } from './resolvedOptions.js'

/**
 * What the instance's on-demand code exports: the connection code (connect, disconnect, the
 * directory, ...) and the loaders of every feature's code. Empty here, so that the kernel names no
 * feature: instance/actions.ts fills it in by declaration merging. Internal.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging (instance/actions.ts).
export interface ConnectionCode {}

/**
 * The kernel of an instance: what every feature may use, naming no feature (so a file that needs only
 * this imports no feature's types). The features add their controllers to FoyerContext (context.ts)
 * themselves. Internal.
 */
export interface FoyerKernel {
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
  /**
   * The on-demand code (instance/actions.ts): one import(), which open() preloads and the modal's chunk
   * may hand over (provideConnectionCode); run in the same tick once loaded. The features listed in
   * instance/onDemand.ts load through it (`context.actions.run((m) => m.loadNames())`).
   */
  actions: LazyModule<ConnectionCode>
  /** The features' slices of the state, as a new instance starts with them (store/slices.ts registers them). */
  slices: Partial<FoyerState>
  /** Runs `hook` when destroy() is called, before the lifetime ends: a feature stops what it started. */
  onDestroy(hook: () => void): void
}
