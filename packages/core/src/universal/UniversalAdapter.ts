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
import { toTypedError } from '../errors/toTypedError.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import { type SessionAccount, sessionAccounts } from './sessionAccounts.js'
import { signSessionMessage } from './signMessage.js'

/** The namespaces the UniversalAdapter serves: those without an adapter of their own. */
export type UniversalNamespace = Extract<ChainNamespace, 'polkadot' | 'cosmos'>

export interface UniversalAdapterOptions {
  /** `polkadot` or `cosmos`. */
  namespace: UniversalNamespace
}

/**
 * Polkadot and Cosmos through the WalletConnect session alone (the hosted kit's universal adapter): no
 * chain library, no wallet discovery, no balances (no chain to read; the Account view says so). The
 * pairing asks for the namespace with the app's networks of it; the wallet's account shows in the modal
 * (type eoa, §1) and signing goes to the wallet as WalletConnect's `polkadot_*` and `cosmos_*` requests.
 * It is an adapter like the others so an app that uses neither namespace bundles none of it.
 *
 * @example
 * const foyer = createFoyer({
 *   projectId,
 *   networks: [toCaipNetwork(mainnet), polkadotNetwork, cosmosHubNetwork],
 *   adapters: [new EvmAdapter({ networks: [mainnet] }), new UniversalAdapter({ namespace: 'polkadot' }),
 *     new UniversalAdapter({ namespace: 'cosmos' })],
 * })
 */
export class UniversalAdapter implements ChainAdapter {
  readonly namespace: UniversalNamespace
  readonly #events = createAdapterEmitter()
  #networks: readonly CaipNetwork[] = []
  #session: WalletConnectSession | undefined
  #account: SessionAccount | undefined
  #stop: (() => void) | undefined

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
    options?: { chainId?: number | string },
  ): Promise<AdapterConnection | null> {
    this.#end()
    const accounts = sessionAccounts(this.namespace, session.accounts(this.namespace))
    const approved = new Set(accounts.map((a) => a.chainId))
    const wanted = options?.chainId === undefined ? undefined : this.#find(options.chainId)
    const network = [wanted, ...this.#networks].find((n) => n !== undefined && approved.has(n.caipNetworkId))
    const account = network && accounts.find((a) => a.chainId === network.caipNetworkId)
    if (!network || !account) return null
    this.#session = session
    this.#account = account
    const unsubscribers = [
      session.on('accountsChanged', ({ chainId, accounts: changed }) => {
        if (chainId.startsWith(`${this.namespace}:`)) this.#follow(sessionAccounts(this.namespace, changed))
      }),
      session.on('sessionUpdate', () =>
        this.#follow(sessionAccounts(this.namespace, session.accounts(this.namespace))),
      ),
      session.on('disconnect', () => {
        this.#end()
        this.#events.emit('disconnect', {})
      }),
    ]
    this.#stop = () => {
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
    }
    return this.#connection(account)
  }

  async disconnect(): Promise<void> {
    const session = this.#session
    this.#end()
    // Local first: core ends the session on the relay in the background, bounded.
    void session?.disconnect().catch(() => undefined)
  }

  /** Moves to another network the wallet approved in this namespace (a session has no single chain). */
  async switchNetwork(network: CaipNetwork): Promise<void> {
    const session = this.#session
    const account =
      session &&
      sessionAccounts(this.namespace, session.accounts(this.namespace)).find(
        (a) => a.chainId === network.caipNetworkId,
      )
    if (!account)
      throw new ChainNotSupportedError({
        details: `the wallet did not approve ${network.caipNetworkId} in this session`,
      })
    this.#account = account
    this.#events.emit('accountChanged', this.#connection(account))
  }

  /**
   * Signs `message` with the connected account: polkadot_signMessage (hex signature) or cosmos_signAmino of
   * the message's ADR-036 document (base64 signature). Throws UserRejectedRequestError when declined.
   */
  async signMessage(parameters: { message: string; address: string }): Promise<string> {
    const { session, account } = this.#connected(parameters.address)
    try {
      return await signSessionMessage(session, account.chainId, account.address, parameters.message)
    } catch (error) {
      throw toTypedError(error)
    }
  }

  /**
   * Sends any of the namespace's WalletConnect requests to the wallet on the current network, e.g.
   * `polkadot_signTransaction` or `cosmos_signDirect`; the wallet's errors become Foyer's typed errors.
   *
   * @example
   * const { signature } = await polkadot.request({
   *   method: 'polkadot_signTransaction',
   *   params: { address, transactionPayload },
   * })
   */
  async request<T = unknown>(args: { method: string; params?: unknown }): Promise<T> {
    const { session, account } = this.#connected()
    if (typeof args?.method !== 'string' || !args.method.startsWith(`${this.namespace}_`))
      throw new InvalidOptionError(
        'method',
        `expected a ${this.namespace}_ method, got ${String(args?.method)}`,
      )
    try {
      return await session.request<T>(args, account.chainId)
    } catch (error) {
      throw toTypedError(error)
    }
  }

  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
    return this.#events.on(event, listener)
  }

  #find(chainId: number | string): CaipNetwork | undefined {
    const id = String(chainId)
    return this.#networks.find((n) => n.caipNetworkId === id || String(n.id) === id)
  }

  #connection(account: SessionAccount): AdapterConnection {
    return {
      address: account.address,
      chainId: account.chainId.slice(this.namespace.length + 1),
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
    }
  }

  /** The wallet's accounts changed: the same account if still there, else its first on the chain. */
  #follow(accounts: readonly SessionAccount[]) {
    const current = this.#account
    if (!current || accounts.some((a) => a.chainId === current.chainId && a.address === current.address))
      return
    const next = accounts.find((a) => a.chainId === current.chainId) ?? accounts[0]
    if (!next) {
      this.#end()
      this.#events.emit('disconnect', {})
      return
    }
    this.#account = next
    this.#events.emit('accountChanged', this.#connection(next))
  }

  #connected(address?: string): { session: WalletConnectSession; account: SessionAccount } {
    const session = this.#session
    const account = this.#account
    if (!session || !account)
      throw new ConnectError(WALLET_CONNECT_CONNECTOR_ID, 'No wallet connected', {
        details: `no ${this.namespace} account is connected`,
      })
    if (address !== undefined && address !== account.address)
      throw new InvalidOptionError('address', `${address} is not the connected ${this.namespace} account`)
    return { session, account }
  }

  #end() {
    this.#stop?.()
    this.#stop = undefined
    this.#session = undefined
    this.#account = undefined
  }
}
