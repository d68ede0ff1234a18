// The page part a chain family's adapter shares with every other one that finds its wallets on the page
// (Solana's, Bitcoin's, a third party's): the networks and the remembered one, the
// connection memory, the page's wallets as connectors, and the events. What runs on a connect, a click or
// a remembered connection's resync loads with the adapter's own chunk, which reads and updates this state
// (adapterSession.ts holds what those chunks share).
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { Check } from '../validation/check.js'
import { type AdapterEmitter, createAdapterEmitter } from './emitter.js'
import { adapterNetworkList, findAdapterNetwork, resolveAdapterNetwork } from './networks.js'
import { checkAdapterOptions } from './optionChecks.js'
import { type AdapterConnectionMemory, type AdapterStorage, createAdapterStorage } from './storage.js'
import type { AdapterSetupContext } from './types.js'

/** What an adapter's live connection offers the shared part: whose it is, its account, and an end to its events. */
export interface AdapterCoreConnection {
  readonly connectorId: string
  /** The address the modal shows and pays from. */
  readonly address: string
  /** Stops following the wallet's events. */
  stop(): void
}

/** The wallets a family finds on the page, kept current. */
export interface AdapterWallets<W> {
  list(): readonly W[]
  find(connectorId: string): W | undefined
  stop(): void
}

/** What a chain family tells the shared part about itself. */
export interface AdapterFamily<W, C extends AdapterCoreConnection> {
  namespace: ChainNamespace
  /** The family's networks when neither the app's `networks` option nor the adapter's name any. */
  defaults: readonly [CaipNetwork, ...CaipNetwork[]]
  /** Key prefix of what the adapter stores (`foyer.solana` for `foyer.solana.connectorId`). */
  keyPrefix: string
  /**
   * The constructor options' check (chainAdapterOptionsCheck with the family's network check), run in
   * development builds only. Leave it out and check in the adapter's constructor instead, inside
   * `if (process.env.NODE_ENV !== 'production')` with the check in a module of its own (as the Solana and
   * Bitcoin adapters do): a check set here stays on a production page, where it never runs.
   */
  options?: Check | undefined
  /** How long a resync waits for the remembered wallet when the app does not say. */
  reconnectTimeoutMs: number
  /** Starts following the page's wallets; `onChange` whenever the list may have changed. */
  watchWallets(onChange: () => void): AdapterWallets<W>
  toConnector(wallet: W, networks: readonly CaipNetwork[]): Connector
  /** Whether the connection's wallet left the page (a WalletConnect session is core's to follow, never gone here). */
  walletGone(connection: C, wallets: AdapterWallets<W>): boolean
}

/** The constructor options every such adapter takes. */
export interface AdapterCoreOptions {
  /**
   * The app's networks of the family, the first the default. createFoyer hands the adapter those of its
   * own `networks` option, which then win; without either, the family's defaults.
   */
  networks?: readonly CaipNetwork[] | undefined
  projectId?: string | undefined
  /** Where the adapter remembers its wallet and network; localStorage by default, null for none. */
  storage?: AdapterStorage | null | undefined
  /** How long reconnect() waits for the remembered wallet to appear (default 1000 ms). */
  reconnectTimeoutMs?: number | undefined
}

/**
 * An adapter's shared state and page-load behaviour: the adapter class keeps one and hands it to the code it
 * loads on first use (connecting, requests), which reads and updates it.
 *
 * @example
 * this.#core = new AdapterCore(solanaFamily, options)
 * getConnectors() { return this.#core.connectors() }
 */
export class AdapterCore<W, C extends AdapterCoreConnection> {
  readonly family: AdapterFamily<W, C>
  /** The adapter's networks: the app's networks of the family once createFoyer called setup(). */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** The active network: requests name it to the wallet, reads go to its RPC URL. */
  network: CaipNetwork
  projectId: string | undefined
  connection: C | undefined
  /** Adapter-initiated connects and disconnects in progress: the wallet's change events are results, not news. */
  quiet = 0
  readonly memory: AdapterConnectionMemory
  readonly emitter: AdapterEmitter = createAdapterEmitter()
  readonly reconnectTimeoutMs: number
  readonly wallets: AdapterWallets<W>
  #lastConnectors: string

  constructor(family: AdapterFamily<W, C>, options: AdapterCoreOptions) {
    // Development builds only, like React's prop checks: bundlers replace the expression, production drops it.
    if (process.env.NODE_ENV !== 'production' && family.options) checkAdapterOptions(family.options, options)
    this.family = family
    this.networks = adapterNetworkList(options.networks ?? [], family.defaults)
    this.projectId = options.projectId
    this.memory = createAdapterStorage(options.storage, family.keyPrefix)
    this.reconnectTimeoutMs = options.reconnectTimeoutMs ?? family.reconnectTimeoutMs
    this.network = this.#remembered()
    this.wallets = family.watchWallets(() => this.#walletsChanged())
    this.#lastConnectors = JSON.stringify(this.connectors())
  }

  /** createFoyer's once-only call: the app's networks of the family and project id. Makes no request. */
  setup(context: AdapterSetupContext): void {
    this.projectId = context.projectId || this.projectId
    if (context.networks.length === 0) return
    this.networks = adapterNetworkList(context.networks, this.family.defaults)
    this.network =
      this.networks.find((n) => n.caipNetworkId === this.network.caipNetworkId) ?? this.#remembered()
    this.#walletsChanged()
  }

  /** One connector per wallet the family found on the page. */
  connectors(): readonly Connector[] {
    return this.wallets.list().map((wallet) => this.family.toConnector(wallet, this.networks))
  }

  /** The adapter's network with this id (or `<namespace>:<id>`). */
  find(chainId: number | string): CaipNetwork | undefined {
    return findAdapterNetwork(this.networks, this.family.namespace, chainId)
  }

  /** `input` over the adapter's network with its id (as the EVM adapter does), else `input` itself. */
  resolve(input: CaipNetwork): CaipNetwork {
    return resolveAdapterNetwork(this.networks, this.family.namespace, input)
  }

  /** Drops the connection (its events unfollowed) and forgets its wallet; the network is kept. */
  end(): void {
    this.connection?.stop()
    this.connection = undefined
    this.memory.write({ connectorId: undefined })
  }

  /** Stops following the page's wallets and the connected wallet's events. */
  destroy(): void {
    this.connection?.stop()
    this.wallets.stop()
  }

  #walletsChanged(): void {
    // `wallets` is unset while the constructor's first look runs.
    if (!this.wallets) return
    const connection = this.connection
    if (connection && this.family.walletGone(connection, this.wallets)) {
      // The connected wallet unregistered (or stopped offering the family): the connection is gone with it.
      this.end()
      this.emitter.emit('disconnect', {})
    }
    const connectors = this.connectors()
    const serialized = JSON.stringify(connectors)
    if (serialized === this.#lastConnectors) return
    this.#lastConnectors = serialized
    this.emitter.emit('connectors', { connectors })
  }

  #remembered(): CaipNetwork {
    const { chainId } = this.memory.read()
    return (chainId === undefined ? undefined : this.find(chainId)) ?? this.networks[0]
  }
}
