import { createAdapterEmitter } from '../adapter/emitter.js'
import type {
  AdapterConnection,
  AdapterEvent,
  AdapterListener,
  AdapterSetupContext,
  ChainAdapter,
  WalletConnectSession,
} from '../adapter/types.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { ChainNotSupportedError, ConnectError, InvalidOptionError } from '../errors/errors.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { SessionConnection } from './sessionConnection.js'

/** The namespaces the UniversalAdapter serves: those without an adapter of their own. */
export type UniversalNamespace = Extract<ChainNamespace, 'polkadot' | 'cosmos'>

export interface UniversalAdapterOptions {
  /** `polkadot` or `cosmos`. */
  namespace: UniversalNamespace
}

const notConnected = (namespace: string) =>
  new ConnectError(WALLET_CONNECT_CONNECTOR_ID, 'No wallet connected', {
    messageId: 'errorNoWalletConnected',
    details: `no ${namespace} account is connected`,
  })

/**
 * Polkadot and Cosmos through the WalletConnect session alone (the hosted kit's universal adapter): no
 * chain library, no wallet discovery, no balances (no chain to read; the Account view says so). The
 * pairing asks for the namespace with the app's networks of it; the wallet's account shows in the modal
 * (type eoa, §1) and signing goes to the wallet as WalletConnect's `polkadot_*` and `cosmos_*` requests.
 * It is an adapter like the others, so an app that uses neither namespace bundles none of it, and the
 * session part loads with import() when a session connects.
 *
 * @example
 * const foyer = createFoyer({
 *   projectId,
 *   networks: [toCaipNetwork(mainnet), polkadot, cosmosHub],
 *   adapters: [
 *     new EvmAdapter({ networks: [mainnet] }),
 *     new UniversalAdapter({ namespace: 'polkadot' }),
 *     new UniversalAdapter({ namespace: 'cosmos' }),
 *   ],
 * })
 */
export class UniversalAdapter implements ChainAdapter {
  readonly namespace: UniversalNamespace
  readonly #events = createAdapterEmitter()
  #networks: readonly CaipNetwork[] = []
  #session: SessionConnection | undefined

  constructor(options: UniversalAdapterOptions) {
    const namespace: unknown = options?.namespace
    if (namespace !== 'polkadot' && namespace !== 'cosmos')
      throw new InvalidOptionError('namespace', `expected 'polkadot' or 'cosmos', got ${String(namespace)}`)
    this.namespace = namespace
  }

  setup(context: AdapterSetupContext): void {
    this.#networks = context.networks
  }

  /** None of its own: the wallet arrives through core's WalletConnect connector. */
  getConnectors(): readonly Connector[] {
    return []
  }

  async connect(): Promise<AdapterConnection> {
    throw new ConnectError(WALLET_CONNECT_CONNECTOR_ID, 'Connect with WalletConnect', {
      messageId: 'errorConnectWithWalletConnect',
      details: `${this.namespace} wallets connect through a WalletConnect pairing only`,
    })
  }

  /** A stored session is core's to resync (connectWalletConnect); nothing else is stored. */
  async reconnect(): Promise<AdapterConnection | null> {
    return null
  }

  /**
   * Connects the session's account of this namespace, on the app's network when the wallet approved it,
   * else the first approved one of the app's networks. Null when the session holds no usable account.
   */
  async connectWalletConnect(
    session: WalletConnectSession,
    options?: { chainId?: number | string | undefined },
  ): Promise<AdapterConnection | null> {
    const { connectSession } = await import('./sessionConnection.js')
    this.#session?.stop()
    this.#session =
      connectSession(this.namespace, session, this.#networks, options?.chainId, {
        accountChanged: (connection) => this.#events.emit('accountChanged', connection),
        ended: () => {
          this.#session = undefined
          this.#events.emit('disconnect', {})
        },
      }) ?? undefined
    return this.#session?.connection ?? null
  }

  async disconnect(): Promise<void> {
    // Local first: core ends the session on the relay in the background, bounded.
    this.#session?.disconnect()
    this.#session = undefined
  }

  /** Moves to another network the wallet approved in this namespace (a session has no single chain). */
  async switchNetwork(network: CaipNetwork): Promise<void> {
    if (!this.#session)
      throw new ChainNotSupportedError({ details: `no ${this.namespace} session to switch in` })
    this.#session.switchNetwork(network)
  }

  /**
   * Signs `message` with the connected account: polkadot_signMessage (hex signature) or cosmos_signAmino of
   * the message's ADR-036 document (base64 signature). Throws UserRejectedRequestError when declined.
   */
  async signMessage(parameters: { message: string; address: string }): Promise<string> {
    if (!this.#session) throw notConnected(this.namespace)
    return this.#session.signMessage(parameters?.message, parameters?.address)
  }

  /**
   * Sends any of the namespace's WalletConnect requests to the wallet on the current network, e.g.
   * `polkadot_signTransaction` or `cosmos_signDirect`; the wallet's errors become Foyer's typed errors.
   *
   * @example
   * const { signature } = await polkadotAdapter.request({
   *   method: 'polkadot_signTransaction',
   *   params: { address, transactionPayload },
   * })
   */
  async request<T = unknown>(args: { method: string; params?: unknown }): Promise<T> {
    if (!this.#session) throw notConnected(this.namespace)
    return this.#session.request<T>(args)
  }

  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
    return this.#events.on(event, listener)
  }
}
