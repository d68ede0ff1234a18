import { createAdapterEmitter } from '../adapter/emitter.js'
import type {
  AdapterConnection,
  AdapterEvent,
  AdapterListener,
  AdapterSetupContext,
  ChainAdapter,
  WalletConnectSession,
} from '../adapter/types.js'
import { InvalidOptionError } from '../errors/errors.js'
import { CHAIN_NAMESPACES } from '../options/defaults.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { UniversalHost } from './lazy.js'

// The methods' work loads on first use, through one import() (lazy.ts says why); the class only forwards.
const lazy = () => import('./lazy.js')

/**
 * The namespaces the UniversalAdapter serves: any, through the session alone. Polkadot and Cosmos have
 * no adapter of their own; eip155, solana and bip122 use it in basic mode (createFoyer without adapters).
 */
export type UniversalNamespace = ChainNamespace

export interface UniversalAdapterOptions {
  /** `eip155`, `solana`, `bip122`, `polkadot` or `cosmos`. */
  namespace: UniversalNamespace
}

const NAMESPACES: readonly unknown[] = CHAIN_NAMESPACES

/**
 * A namespace through the WalletConnect session alone (the hosted kit's universal adapter): no chain
 * library, no wallet discovery. The pairing asks for the namespace with the app's networks of it; the
 * wallet's account shows in the modal (type eoa) and signing goes to the wallet as the namespace's
 * WalletConnect requests (personal_sign, solana_signMessage, signMessage, polkadot_signMessage,
 * cosmos_signAmino). Balances: eip155 reads the native one from the network's RPC (eth_getBalance); the
 * others have none (the Account view says so). createFoyer makes one per namespace in basic mode (no
 * adapters); an app adds it for Polkadot and Cosmos. Only this small class is on the page: the code
 * behind it loads with import() on first use (the modal opens, a session connects, the app signs).
 * Development builds (`process.env.NODE_ENV` not 'production') check `namespace` (InvalidOptionError);
 * production builds leave the check out.
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
  readonly #host: UniversalHost

  constructor(options: UniversalAdapterOptions) {
    const namespace = options?.namespace
    // Development builds only, like React's prop checks: bundlers replace the expression, production drops it.
    if (process.env.NODE_ENV !== 'production' && !NAMESPACES.includes(namespace))
      throw new InvalidOptionError(
        'namespace',
        `expected one of ${NAMESPACES.join(', ')}, got ${String(namespace)}`,
      )
    this.namespace = namespace
    this.#host = { namespace, networks: [], events: createAdapterEmitter() }
    // Only an EVM chain has a balance to read without a chain library; the others stay without one.
    if (namespace === 'eip155')
      this.getBalance = ({ address, network }) => lazy().then((m) => m.getBalance(address, network))
  }

  /** eip155 only: the native balance from the network's RPC (eth_getBalance). */
  declare readonly getBalance?: NonNullable<ChainAdapter['getBalance']>

  setup(context: AdapterSetupContext): void {
    this.#host.networks = context.networks
  }

  /** None of its own: the wallet arrives through core's WalletConnect connector. */
  getConnectors(): readonly Connector[] {
    return []
  }

  /** On open: the visitor is about to pair, so the adapter's code comes now. */
  preload(): void {
    lazy().then(
      (m) => m.preload(this.#host),
      () => {},
    )
  }

  /** Always refuses: this namespace's wallets connect through a WalletConnect pairing only. */
  connect(): Promise<AdapterConnection> {
    return lazy().then((m) => m.connect(this.#host))
  }

  /** A stored session is core's to resync (connectWalletConnect); nothing else is stored. */
  async reconnect(): Promise<AdapterConnection | null> {
    return null
  }

  /**
   * Connects the session's account of this namespace, on the app's network when the wallet approved it,
   * else the first approved one of the app's networks. Null when the session holds no usable account.
   */
  connectWalletConnect(
    session: WalletConnectSession,
    options?: { chainId?: number | string | undefined },
  ): Promise<AdapterConnection | null> {
    return lazy().then((m) => m.connectWalletConnect(this.#host, session, options?.chainId))
  }

  disconnect(): Promise<void> {
    return lazy().then((m) => m.disconnect(this.#host))
  }

  /** Moves to another network the wallet approved in this namespace (a session has no single chain). */
  switchNetwork(network: CaipNetwork): Promise<void> {
    return lazy().then((m) => m.switchNetwork(this.#host, network))
  }

  /**
   * Signs `message` with the connected account in the namespace's WalletConnect method: personal_sign (hex),
   * solana_signMessage (base58), bip122 signMessage (BIP-322), polkadot_signMessage (hex) or cosmos_signAmino
   * of the message's ADR-036 document (base64). Throws UserRejectedRequestError when declined.
   */
  signMessage(parameters: { message: string; address: string }): Promise<string> {
    return lazy().then((m) => m.signMessage(this.#host, parameters))
  }

  /**
   * Sends any of the namespace's WalletConnect requests to the wallet on the current network, e.g.
   * `eth_sendTransaction`, `polkadot_signTransaction` or `cosmos_signDirect`; the wallet's errors become
   * Foyer's typed errors.
   *
   * @example
   * const { signature } = await polkadotAdapter.request({
   *   method: 'polkadot_signTransaction',
   *   params: { address, transactionPayload },
   * })
   */
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T> {
    return lazy().then((m) => m.request<T>(this.#host, args))
  }

  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
    return this.#host.events.on(event, listener)
  }
}
