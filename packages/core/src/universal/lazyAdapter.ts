import { createAdapterEmitter } from '../adapter/emitter.js'
import type {
  AdapterConnection,
  AdapterEvent,
  AdapterListener,
  AdapterSetupContext,
  ChainAdapter,
  WalletConnectSession,
} from '../adapter/types.js'
import type { CaipNetwork } from '../types/network.js'
import type { UniversalAdapter, UniversalNamespace } from './UniversalAdapter.js'

const EVENTS: readonly AdapterEvent[] = ['connectors', 'accountChanged', 'chainChanged', 'disconnect']

/**
 * Basic mode's adapter as the page holds it: it keeps the namespace, the networks and core's listeners,
 * and the UniversalAdapter behind it loads with import() once a session connects or something is asked
 * of it. createFoyer imports this, so every page carries it: it stays this small.
 */
export class LazyUniversalAdapter implements ChainAdapter {
  readonly namespace: UniversalNamespace
  readonly #events = createAdapterEmitter()
  #setup: AdapterSetupContext | undefined
  #adapter: Promise<UniversalAdapter> | undefined

  constructor(namespace: UniversalNamespace) {
    this.namespace = namespace
    if (namespace === 'eip155')
      this.getBalance = async ({ address, network }) =>
        (await import('./evmBalance.js')).fetchEvmBalance(address, network)
  }

  /** eip155 only: the native balance from the network's RPC (eth_getBalance). */
  declare readonly getBalance?: NonNullable<ChainAdapter['getBalance']>

  #load(): Promise<UniversalAdapter> {
    this.#adapter ??= import('./UniversalAdapter.js').then(({ UniversalAdapter }) => {
      const adapter = new UniversalAdapter({ namespace: this.namespace })
      if (this.#setup) adapter.setup(this.#setup)
      for (const event of EVENTS) adapter.on(event, (payload) => this.#events.emit(event, payload))
      return adapter
    })
    // A chunk that failed to load (a blip, a deploy) is tried again on the next call.
    this.#adapter.catch(() => {
      this.#adapter = undefined
    })
    return this.#adapter
  }

  setup(context: AdapterSetupContext): void {
    this.#setup = context
  }

  getConnectors() {
    return []
  }

  /** On open: the visitor is about to pair, so the adapter's code comes now. */
  preload(): void {
    this.#load().catch(() => {})
  }

  async connect(): Promise<AdapterConnection> {
    return (await this.#load()).connect()
  }

  /** A stored session is core's to resync (connectWalletConnect). */
  async reconnect(): Promise<AdapterConnection | null> {
    return null
  }

  async disconnect(): Promise<void> {
    if (this.#adapter) await (await this.#adapter).disconnect()
  }

  async switchNetwork(network: CaipNetwork): Promise<void> {
    return (await this.#load()).switchNetwork(network)
  }

  async connectWalletConnect(
    session: WalletConnectSession,
    options?: { chainId?: number | string | undefined },
  ): Promise<AdapterConnection | null> {
    return (await this.#load()).connectWalletConnect(session, options)
  }

  /** As UniversalAdapter's signMessage: the namespace's WalletConnect signing method. */
  async signMessage(parameters: { message: string; address: string }): Promise<string> {
    return (await this.#load()).signMessage(parameters)
  }

  /** As UniversalAdapter's request: any of the namespace's WalletConnect requests, on the current chain. */
  async request<T = unknown>(args: { method: string; params?: unknown }): Promise<T> {
    return (await this.#load()).request<T>(args)
  }

  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
    return this.#events.on(event, listener)
  }
}
