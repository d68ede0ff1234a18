// The class a chain family's adapter that finds its wallets on the page extends (Solana's, Bitcoin's, a
// third party's): the page part of the adapter contract over AdapterCore, and the calls every family
// answers alike by loading its session chunk (connect, resync, WalletConnect, disconnect, switch, balance).
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import {
  AdapterCore,
  type AdapterCoreConnection,
  type AdapterCoreOptions,
  type AdapterFamily,
} from './adapterCore.js'
import type {
  AdapterConnection,
  AdapterEvent,
  AdapterListener,
  AdapterSetupContext,
  ChainAdapter,
  WalletConnectSession,
} from './types.js'

/** What a family's session chunk (loaded on first use) answers for the shared calls, over the adapter's state. */
export interface FamilySession<Core> {
  connect(core: Core, parameters: unknown): Promise<AdapterConnection>
  reconnect(core: Core, connectorId: string): Promise<AdapterConnection | null>
  connectWalletConnect(
    core: Core,
    session: WalletConnectSession,
    chainId: number | string | undefined,
  ): Promise<AdapterConnection | null>
  disconnect(core: Core): Promise<void>
  switchNetwork(core: Core, network: CaipNetwork): Promise<void>
  getBalance(
    core: Core,
    parameters: { address: string; network: CaipNetwork },
  ): Promise<{ balance: string; symbol: string }>
}

/**
 * A chain family's adapter: what a page needs before the visitor acts (its networks, the remembered one,
 * the page's wallets as connectors, the events) runs at construction; everything else loads with the
 * family's session chunk, through `loadSession()`, on first use. Check the constructor's options in
 * development builds only, as Foyer's adapters do: inside `if (process.env.NODE_ENV !== 'production')`
 * (that exact expression, which bundlers replace), with the check built in a module nothing else on the
 * page imports, so production builds leave both out.
 *
 * @example
 * import { myOptionsCheck } from './optionsCheck.js' // chainAdapterOptionsCheck(adapterNetworkCheck(...))
 * class MyAdapter extends FamilyAdapter<MyWallet, MyConnection, MyConnector> {
 *   readonly namespace = 'polkadot' as const
 *   constructor(options = {}) {
 *     // Development builds only, like React's prop checks: production builds drop it.
 *     if (process.env.NODE_ENV !== 'production') checkAdapterOptions(myOptionsCheck, options)
 *     super(myFamily, options)
 *   }
 *   protected loadSession = () => import('./session.js')
 * }
 */
export abstract class FamilyAdapter<W, C extends AdapterCoreConnection, K extends Connector = Connector>
  implements ChainAdapter
{
  abstract readonly namespace: ChainNamespace
  /** The adapter's state, which its lazy code reads and updates. */
  protected readonly core: AdapterCore<W, C>

  constructor(family: AdapterFamily<W, C>, options: AdapterCoreOptions) {
    this.core = new AdapterCore(family, options)
  }

  /** The family's session chunk: connecting, the parameter checks, the requests. */
  protected abstract loadSession(): Promise<FamilySession<AdapterCore<W, C>>>

  /** The adapter's networks: the app's networks of the family once createFoyer called setup(). */
  get networks(): readonly [CaipNetwork, ...CaipNetwork[]] {
    return this.core.networks
  }

  get projectId(): string | undefined {
    return this.core.projectId
  }

  /** The active network: requests name it to the wallet, reads go to its RPC URL. */
  get network(): CaipNetwork {
    return this.core.network
  }

  /** Called once by createFoyer: takes the app's networks of the family and its project id. Makes no request. */
  setup(context: AdapterSetupContext): void {
    this.core.setup(context)
  }

  /** One connector per wallet of the family on the page. */
  getConnectors(): readonly K[] {
    return this.core.connectors() as readonly K[]
  }

  /**
   * Connects the wallet `connectorId` on `chainId` (a network id or `<namespace>:<id>`; default the
   * remembered or first network).
   * @throws UserRejectedRequestError when the visitor declines; ConnectorNotFoundError for an unknown id;
   * InvalidParameterError.
   */
  async connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    return (await this.loadSession()).connect(this.core, parameters)
  }

  /**
   * Resyncs the remembered connection after a reload: waits up to `reconnectTimeoutMs` for the wallet to
   * appear, then takes what it still grants without asking the visitor. Resolves null when nothing is
   * remembered (loading nothing), the wallet is gone or grants nothing.
   */
  async reconnect(): Promise<AdapterConnection | null> {
    const { connectorId } = this.core.memory.read()
    return connectorId ? (await this.loadSession()).reconnect(this.core, connectorId) : null
  }

  /**
   * Connects the family's account of core's WalletConnect session (a fresh pairing, or the stored one after
   * a reload) on the app's network `chainId` when the wallet approved it, else on the first approved one.
   * Resolves null when the session has no account on the adapter's networks.
   */
  async connectWalletConnect(
    session: WalletConnectSession,
    options?: { chainId?: number | string | undefined },
  ): Promise<AdapterConnection | null> {
    return (await this.loadSession()).connectWalletConnect(this.core, session, options?.chainId)
  }

  /** Ends the connection on the wallet's side (or the session's delete), then the adapter's. @throws DisconnectError */
  async disconnect(): Promise<void> {
    // Nothing connected: nothing to load.
    if (this.core.connection) return (await this.loadSession()).disconnect(this.core)
    this.core.end()
  }

  /** Makes `network` the active one; reported as `chainChanged` when connected. */
  async switchNetwork(network: CaipNetwork): Promise<void> {
    return (await this.loadSession()).switchNetwork(this.core, network)
  }

  /** The native balance of `address` on `network`, in whole units (`{ balance: '1.5', symbol: 'SOL' }`). */
  async getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    return (await this.loadSession()).getBalance(this.core, parameters)
  }

  /** Subscribes to an adapter event; returns the unsubscribe function. */
  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
    return this.core.emitter.on(event, listener)
  }

  /** Stops following the page's wallets and the connected wallet's events. */
  destroy(): void {
    this.core.destroy()
  }
}
