import {
  type AdapterConnection,
  AdapterCore,
  type AdapterEvent,
  type AdapterListener,
  type AdapterSetupContext,
  type CaipNetwork,
  type ChainAdapter,
  type SendTokensParameters,
  type WalletConnectSession,
} from '@foyer/core'
import type { Transaction } from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import type { TransactionInput } from './actions/sign.js'
import type { TokenBalance } from './actions/tokenBalance.js'
import { defaultReconnectTimeoutMs, type SolanaCore, solanaFamily } from './internal/family.js'
import type { AdapterStorage } from './internal/storage.js'
import type { SolanaConnector } from './wallets/toConnector.js'

// The page holds the class and discovery only. Connecting, parameter checks (the session chunk), and
// @solana/kit with the program clients (reads, signing, sends) arrive with import() on first use, all
// through one import() (lazy.ts says why).
const lazy = () => import('./lazy.js')
const loadSession = () => lazy().then((m) => m.loadSession())
const loadSign = () => lazy().then((m) => m.loadSign())
const loadSend = () => lazy().then((m) => m.loadSend())

export { defaultReconnectTimeoutMs }

export interface SolanaAdapterOptions {
  /**
   * The app's Solana networks, the first the default. createFoyer hands the adapter the Solana networks of
   * its own `networks` option, which then win; without either, the three public clusters.
   */
  networks?: readonly CaipNetwork[] | undefined
  projectId?: string | undefined
  /** Where the adapter remembers its wallet and network (keys `foyer.solana.*`); localStorage by default, null for none. */
  storage?: AdapterStorage | null | undefined
  /** How long reconnect() waits for the remembered wallet to register (default 1000 ms). */
  reconnectTimeoutMs?: number | undefined
}

/** What SolanaAdapter.estimateSend and sendTokens take: lamports, or the token's base unit with `token` its mint. */
export type SolanaSendParameters = SendTokensParameters & { network: CaipNetwork }

/**
 * Foyer's Solana adapter: every wallet that registers through the wallet standard (and signs on a
 * `solana:` chain) becomes a connector; signing goes through the wallet's `solana:*` features, reads and
 * transfers through @solana/kit on the network's RPC URL, loaded on first use.
 *
 * @example
 * import { SolanaAdapter, solanaMainnet, solanaDevnet } from '@foyer/solana'
 * const solana = new SolanaAdapter()
 * const foyer = createFoyer({ projectId, networks: [mainnet, solanaMainnet, solanaDevnet], adapters: [evm, solana] })
 */
export class SolanaAdapter implements ChainAdapter {
  readonly namespace = 'solana' as const
  readonly #core: SolanaCore

  constructor(options: SolanaAdapterOptions = {}) {
    this.#core = new AdapterCore(solanaFamily, options)
  }

  /** The adapter's networks: the app's Solana networks once createFoyer called setup(). */
  get networks(): readonly [CaipNetwork, ...CaipNetwork[]] {
    return this.#core.networks
  }

  get projectId(): string | undefined {
    return this.#core.projectId
  }

  /** Called once by createFoyer: takes the app's Solana networks and project id. Makes no network request. */
  setup(context: AdapterSetupContext): void {
    this.#core.setup(context)
  }

  /** The active network: requests name it to the wallet, reads and sends go to its RPC URL. */
  get network(): CaipNetwork {
    return this.#core.network
  }

  /** One ANNOUNCED connector per wallet-standard wallet that connects and signs on a `solana:` chain. */
  getConnectors(): readonly SolanaConnector[] {
    return this.#core.connectors() as readonly SolanaConnector[]
  }

  /**
   * Called by core when the modal opens: loads the few KiB connecting needs (no @solana/kit: a visitor who
   * never picks a Solana wallet fetches no Solana SDK; the balance read loads it after a connect).
   */
  preload(): void {
    void loadSession().catch(() => undefined)
  }

  /**
   * Asks the wallet for its accounts (`standard:connect`) and connects the first Solana account on
   * `chainId` (a network id or `solana:<id>`; default the remembered or first network).
   * @throws UserRejectedRequestError when the visitor declines; ConnectorNotFoundError for an unknown id.
   */
  async connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    return (await loadSession()).connect(this.#core, parameters)
  }

  /**
   * Resyncs the remembered connection after a reload: waits up to `reconnectTimeoutMs` for the wallet to
   * register, then connects silently (`standard:connect({ silent: true })`), which asks the visitor nothing.
   * Resolves null when nothing is remembered (loading nothing), the wallet is gone or no longer grants the
   * account.
   */
  async reconnect(): Promise<AdapterConnection | null> {
    const { connectorId } = this.#core.memory.read()
    return connectorId ? (await loadSession()).reconnect(this.#core, connectorId) : null
  }

  /**
   * Connects the Solana account of core's WalletConnect session (a fresh pairing, or the stored one after a
   * reload) on the app's network `chainId` when the wallet approved it, else on the first approved one.
   * Signing then goes to the wallet as WalletConnect's `solana_*` requests; balances and sends run as for
   * any wallet. Resolves null when the session has no Solana account on the adapter's networks.
   */
  async connectWalletConnect(
    session: WalletConnectSession,
    options?: { chainId?: number | string | undefined },
  ): Promise<AdapterConnection | null> {
    return (await loadSession()).connectWalletConnect(this.#core, session, options?.chainId)
  }

  /** Ends the connection: `standard:disconnect` when the wallet offers it, the session's delete over WalletConnect. @throws DisconnectError */
  async disconnect(): Promise<void> {
    if (this.#core.connection) return (await loadSession()).disconnect(this.#core)
    this.#core.end()
  }

  /**
   * Makes `network` the active one. Wallet-standard wallets have no chain to switch: the account stays,
   * and the next request names the new chain. Reported as `chainChanged` when connected.
   */
  async switchNetwork(network: CaipNetwork): Promise<void> {
    return (await loadSession()).switchNetwork(this.#core, network)
  }

  /**
   * SOL balance of `address` on `network` in whole units (`{ balance: '1.5', symbol: 'SOL' }`).
   * @throws SolanaRequestError 'Token Balance Unavailable' when the RPC fails.
   */
  async getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    return (await loadSession()).getBalance(this.#core, parameters)
  }

  /** What `address` holds of the SPL token `token` (its mint), from its associated token account. */
  async getTokenBalance(parameters: {
    address: string
    token: string
    network: CaipNetwork
  }): Promise<TokenBalance> {
    return (await loadSession()).getTokenBalance(this.#core, parameters)
  }

  /** 32-44 base58 characters that decode to 32 bytes. */
  async isAddress(address: string): Promise<boolean> {
    return (await loadSend()).isAddress(address)
  }

  /** Lamports a transfer costs besides its amount: the fee, and the rent of a token account it creates. */
  async estimateSend(parameters: SolanaSendParameters): Promise<{ fee: bigint }> {
    return (await loadSend()).estimateSend(this.#core.resolve(parameters.network), parameters)
  }

  /**
   * Sends SOL or an SPL token (`token`: the mint) through the wallet, creating the receiver's token
   * account when it has none; resolves the signature once confirmed.
   * @throws UserRejectedRequestError when the visitor declines; SolanaRequestError ('Transaction error', ...).
   */
  async sendTokens(parameters: SolanaSendParameters): Promise<{ hash: string }> {
    const network = this.#core.resolve(parameters.network)
    return (await loadSend()).sendTokens(this.#core.connection, network, parameters)
  }

  /**
   * Signs `message` (UTF-8) with `solana:signMessage`; resolves the ed25519 signature in base58.
   * @throws UserRejectedRequestError when the visitor declines.
   */
  async signMessage(parameters: { message: string; address: string }): Promise<string> {
    return (await loadSession()).signMessage(this.#core, parameters)
  }

  /**
   * Signs a transaction (kit's Transaction or wire bytes) with `solana:signTransaction` (over WalletConnect
   * `solana_signTransaction`); resolves it signed.
   */
  async signTransaction(parameters: { transaction: TransactionInput }): Promise<Transaction> {
    return (await loadSign()).signTransaction(
      this.#core.connection,
      this.#core.network,
      parameters.transaction,
    )
  }

  /** Signs several transactions in one wallet request. */
  async signTransactions(parameters: { transactions: readonly TransactionInput[] }): Promise<Transaction[]> {
    return (await loadSign()).signTransactions(
      this.#core.connection,
      this.#core.network,
      parameters.transactions,
    )
  }

  /** Has the wallet sign and send a transaction on the active network; resolves its base58 signature once sent. */
  async signAndSendTransaction(parameters: {
    transaction: TransactionInput
    options?: SolanaSignAndSendTransactionOptions | undefined
  }): Promise<{ signature: string }> {
    return (await loadSign()).signAndSendTransaction(
      this.#core.connection,
      this.#core.network,
      parameters.transaction,
      parameters.options,
    )
  }

  /** Subscribes to an adapter event; returns the unsubscribe function. */
  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
    return this.#core.emitter.on(event, listener)
  }

  /** Stops following the page's wallets and the connected wallet's events. */
  destroy(): void {
    this.#core.destroy()
  }
}
