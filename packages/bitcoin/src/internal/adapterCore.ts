import { type AdapterEmitter, type CaipNetwork, findAdapterNetwork, resolveAdapterNetwork } from '@foyer/core'
import type { WalletRegistry } from '../wallets/discovery.js'
import type { Connection } from './connection.js'
import type { ConnectionMemory } from './storage.js'

/**
 * What a BitcoinAdapter holds: the page part (the class, discovery) keeps it, and hands it to the code it loads
 * on first use (connecting, requests), which reads and updates it.
 */
export interface AdapterCore {
  /** The adapter's networks: the app's Bitcoin networks once createFoyer called setup(). */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** The active network: requests name it to the wallet, reads and broadcasts go to its Esplora API. */
  network: CaipNetwork
  connection: Connection | undefined
  /** Adapter-initiated connects and disconnects in progress: the wallet's change events are results, not news. */
  quiet: number
  readonly memory: ConnectionMemory
  readonly wallets: WalletRegistry
  readonly emitter: AdapterEmitter
  /** How long reconnect() waits for the remembered wallet to appear. */
  readonly reconnectTimeoutMs: number
}

/** The adapter's network with this id (or `bip122:<id>`). */
export const findNetwork = (core: AdapterCore, chainId: number | string): CaipNetwork | undefined =>
  findAdapterNetwork(core.networks, 'bip122', chainId)

/** `input` over the adapter's network with its id, else `input` itself. */
export const resolveNetwork = (core: AdapterCore, input: CaipNetwork): CaipNetwork =>
  resolveAdapterNetwork(core.networks, 'bip122', input)

/** Drops the connection (its events unfollowed) and forgets its wallet, the network kept. */
export function endConnection(core: AdapterCore): void {
  core.connection?.stop()
  core.connection = undefined
  core.memory.write({ connectorId: undefined })
}
