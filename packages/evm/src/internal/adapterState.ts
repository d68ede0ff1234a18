import type { Connector } from '@foyer/core'
import type { Config } from '@wagmi/core'
import type { ConnectionTracking } from '../actions/connectionEvents.js'
import type { Reads } from '../actions/reads.js'
import type { EvmNetwork } from '../network/toCaipNetwork.js'

/** What an EvmAdapter shares with its methods' code (adapterMethods.ts), which loads on first use. */
export interface EvmAdapterState {
  readonly config: Config
  readonly networks: readonly [EvmNetwork, ...EvmNetwork[]]
  /** The listed connectors, as getConnectors() gives them. */
  readonly connectors: () => readonly Connector[]
  /** Adapter-initiated connect/reconnect/disconnect in progress: their state changes are results, not events. */
  readonly tracking: ConnectionTracking
  /** Reports wagmi's state changes as events; set once the connect code is here. */
  onStateChange?: (() => void) | undefined
  /** Balance, profile and name reads with their caches, loaded on the first read (once connected). */
  reads?: Promise<Reads> | undefined
}
