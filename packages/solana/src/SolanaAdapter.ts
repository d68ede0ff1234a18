import {
  type AdapterConnection,
  type AdapterEvent,
  type AdapterListener,
  type AdapterSetupContext,
  adapterNetworkList,
  type CaipNetwork,
  type ChainAdapter,
  ConnectError,
  ConnectorNotFoundError,
  createAdapterEmitter,
  createAdapterStorage,
  DisconnectError,
  findAdapterNetwork,
  parseAdapterOptions,
  resolveAdapterNetwork,
  type SendTokensParameters,
  type WalletConnectSession,
} from '@foyer/core'
import type { Transaction } from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import type { TransactionInput } from './actions/sign.js'
import type { TokenBalance } from './actions/tokenBalance.js'
import { mapWalletError } from './errors/mapWalletError.js'
import type { Connection, ConnectionListener } from './internal/connection.js'
import {
  accountParametersSchema,
  adapterOptionsSchema,
  addressSchema,
  connectParametersSchema,
  parseParameters,
  signMessageParametersSchema,
  solanaNetworkSchema,
} from './internal/schemas.js'
import { type AdapterStorage, type ConnectionMemory, storageKeyPrefix } from './internal/storage.js'
import { solanaNetworks } from './networks/networks.js'
import { walletConnection } from './wallets/connection.js'
import { type WalletRegistry, watchWallets } from './wallets/discovery.js'
import { pickSolanaAccount } from './wallets/solanaWallet.js'
import { type SolanaConnector, toConnector } from './wallets/toConnector.js'

// @solana/kit and the program clients arrive with import() on first use, never at page load.
const loadBalance = () => import('./actions/balance.js')
const loadTokenBalance = () => import('./actions/tokenBalance.js')
const loadSign = () => import('./actions/sign.js')
const loadSend = () => import('./actions/send.js')
const loadWalletConnect = () => import('./walletConnect/connect.js')

/** How long reconnect() waits, by default, for the remembered wallet to register on the page. */
export const defaultReconnectTimeoutMs = 1000

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

const toNetworkList = (networks: readonly CaipNetwork[]) => adapterNetworkList(networks, solanaNetworks)

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
  /** The adapter's networks: the app's Solana networks once createFoyer called setup(). */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  projectId: string | undefined

  readonly #emitter = createAdapterEmitter()
  readonly #memory: ConnectionMemory
  readonly #reconnectTimeoutMs: number
  readonly #wallets: WalletRegistry
  #network: CaipNetwork
  #connection: Connection | undefined
  #lastConnectors: string
  /** Adapter-initiated connects and disconnects in progress: the wallet's change events are results, not news. */
  #quiet = 0
  /** The connected wallet's own changes (another account, a disconnect), whichever kind of wallet it is. */
  readonly #changed: ConnectionListener = (connection, ended) => {
    if (this.#quiet > 0 || this.#connection !== connection) return
    if (ended) {
      this.#end()
      this.#emitter.emit('disconnect', {})
    } else
      this.#emitter.emit('accountChanged', {
        address: connection.address,
        chainId: this.#network.id,
        connectorId: connection.connectorId,
      })
  }

  constructor(options: SolanaAdapterOptions = {}) {
    const parsed = parseAdapterOptions(adapterOptionsSchema, options)
    this.networks = toNetworkList(options.networks ?? [])
    this.projectId = parsed.projectId
    this.#memory = createAdapterStorage(options.storage, storageKeyPrefix)
    this.#reconnectTimeoutMs = parsed.reconnectTimeoutMs ?? defaultReconnectTimeoutMs
    this.#network = this.#rememberedNetwork()
    this.#wallets = watchWallets(() => this.#onWalletsChanged())
    this.#lastConnectors = JSON.stringify(this.getConnectors())
  }

  /** Called once by createFoyer: takes the app's Solana networks and project id. Makes no network request. */
  setup(context: AdapterSetupContext): void {
    this.projectId = context.projectId || this.projectId
    if (context.networks.length === 0) return
    this.networks = toNetworkList(context.networks)
    const current = this.networks.find((n) => n.caipNetworkId === this.#network.caipNetworkId)
    this.#network = current ?? this.#rememberedNetwork()
    this.#onWalletsChanged()
  }

  /** The active network: requests name it to the wallet, reads and sends go to its RPC URL. */
  get network(): CaipNetwork {
    return this.#network
  }

  /** One ANNOUNCED connector per wallet-standard wallet that connects and signs on a `solana:` chain. */
  getConnectors(): readonly SolanaConnector[] {
    return this.#wallets.list().map((wallet) => toConnector(wallet, this.networks))
  }

  // No preload(): core calls it whenever the modal opens, and a visitor who never picks a Solana wallet
  // must not fetch the Solana SDK (the connect path needs none of it; the balance read loads it after).

  /**
   * Asks the wallet for its accounts (`standard:connect`) and connects the first Solana account on
   * `chainId` (a network id or `solana:<id>`; default the remembered or first network).
   * @throws UserRejectedRequestError when the visitor declines; ConnectorNotFoundError for an unknown id.
   */
  async connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    const { connectorId, chainId } = parseParameters(connectParametersSchema, parameters)
    const wallet = this.#wallets.find(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ details: `No Solana wallet named "${connectorId}"` })
    const network = (chainId === undefined ? undefined : this.#findNetwork(chainId)) ?? this.#network
    this.#quiet++
    try {
      let accounts: readonly WalletAccount[]
      try {
        ;({ accounts } = await wallet.features['standard:connect'].connect())
      } catch (error) {
        throw mapWalletError(error, 'connectionDeclined')
      }
      const account = pickSolanaAccount(accounts)
      if (!account)
        throw new ConnectError(connectorId, 'The wallet shared no Solana account', {
          messageId: 'errorWalletNoSolanaAccount',
        })
      return this.#start(walletConnection(wallet, account, this.#changed), network)
    } finally {
      this.#quiet--
    }
  }

  /**
   * Resyncs the remembered connection after a reload: waits up to `reconnectTimeoutMs` for the wallet to
   * register, then connects silently (`standard:connect({ silent: true })`), which asks the visitor nothing.
   * Resolves null when nothing is remembered, the wallet is gone or no longer grants the account.
   */
  async reconnect(): Promise<AdapterConnection | null> {
    const { connectorId } = this.#memory.read()
    if (!connectorId) return null
    this.#quiet++
    try {
      const wallet = await this.#wallets.waitFor(connectorId, this.#reconnectTimeoutMs)
      const result = await wallet?.features['standard:connect'].connect({ silent: true })
      const account = result && pickSolanaAccount(result.accounts)
      if (wallet && account)
        return this.#start(walletConnection(wallet, account, this.#changed), this.#network)
    } catch {
      // A wallet that throws on a silent connect is not connected.
    } finally {
      this.#quiet--
    }
    this.#memory.write({ connectorId: undefined })
    return null
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
    const started = (await loadWalletConnect()).connectSession(
      session,
      this.networks,
      this.#network,
      options?.chainId,
      this.#changed,
    )
    return started && this.#start(started.connection, started.network)
  }

  /** Ends the connection: `standard:disconnect` when the wallet offers it, the session's delete over WalletConnect. @throws DisconnectError */
  async disconnect(): Promise<void> {
    const connection = this.#connection
    if (!connection) {
      this.#memory.write({ connectorId: undefined })
      return
    }
    this.#quiet++
    try {
      await connection.disconnect()
    } catch (error) {
      throw new DisconnectError({ cause: error })
    } finally {
      this.#quiet--
    }
    this.#end()
  }

  /**
   * Makes `network` the active one. Wallet-standard wallets have no chain to switch: the account stays,
   * and the next request names the new chain. Reported as `chainChanged` when connected.
   */
  async switchNetwork(network: CaipNetwork): Promise<void> {
    parseParameters(solanaNetworkSchema, network)
    const target = this.#resolveNetwork(network)
    if (target.caipNetworkId === this.#network.caipNetworkId) return
    this.#network = target
    this.#memory.write({ chainId: String(target.id) })
    if (this.#connection) this.#emitter.emit('chainChanged', { chainId: target.id })
  }

  /**
   * SOL balance of `address` on `network` in whole units (`{ balance: '1.5', symbol: 'SOL' }`).
   * @throws SolanaRequestError 'Token Balance Unavailable' when the RPC fails.
   */
  async getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    const { address } = parseParameters(accountParametersSchema, parameters)
    return (await loadBalance()).getBalance(this.#resolveNetwork(parameters.network), address)
  }

  /** What `address` holds of the SPL token `token` (its mint), from its associated token account. */
  async getTokenBalance(parameters: {
    address: string
    token: string
    network: CaipNetwork
  }): Promise<TokenBalance> {
    const { address } = parseParameters(accountParametersSchema, parameters)
    const token = parseParameters(addressSchema, parameters.token)
    return (await loadTokenBalance()).getTokenBalance(
      this.#resolveNetwork(parameters.network),
      address,
      token,
    )
  }

  /** 32-44 base58 characters that decode to 32 bytes. */
  async isAddress(address: string): Promise<boolean> {
    return (await loadSend()).isAddress(address)
  }

  /** Lamports a transfer costs besides its amount: the fee, and the rent of a token account it creates. */
  async estimateSend(parameters: SolanaSendParameters): Promise<{ fee: bigint }> {
    return (await loadSend()).estimateSend(this.#resolveNetwork(parameters.network), parameters)
  }

  /**
   * Sends SOL or an SPL token (`token`: the mint) through the wallet, creating the receiver's token
   * account when it has none; resolves the signature once confirmed.
   * @throws UserRejectedRequestError when the visitor declines; SolanaRequestError ('Transaction error', ...).
   */
  async sendTokens(parameters: SolanaSendParameters): Promise<{ hash: string }> {
    const network = this.#resolveNetwork(parameters.network)
    return (await loadSend()).sendTokens(this.#connection, network, parameters)
  }

  /**
   * Signs `message` (UTF-8) with `solana:signMessage`; resolves the ed25519 signature in base58.
   * @throws UserRejectedRequestError when the visitor declines.
   */
  async signMessage(parameters: { message: string; address: string }): Promise<string> {
    const { message, address } = parseParameters(signMessageParametersSchema, parameters)
    return (await loadSign()).signMessage(this.#connection, this.#network, message, address)
  }

  /**
   * Signs a transaction (kit's Transaction or wire bytes) with `solana:signTransaction` (over WalletConnect
   * `solana_signTransaction`); resolves it signed.
   */
  async signTransaction(parameters: { transaction: TransactionInput }): Promise<Transaction> {
    return (await loadSign()).signTransaction(this.#connection, this.#network, parameters.transaction)
  }

  /** Signs several transactions in one wallet request. */
  async signTransactions(parameters: { transactions: readonly TransactionInput[] }): Promise<Transaction[]> {
    return (await loadSign()).signTransactions(this.#connection, this.#network, parameters.transactions)
  }

  /** Has the wallet sign and send a transaction on the active network; resolves its base58 signature once sent. */
  async signAndSendTransaction(parameters: {
    transaction: TransactionInput
    options?: SolanaSignAndSendTransactionOptions | undefined
  }): Promise<{ signature: string }> {
    return (await loadSign()).signAndSendTransaction(
      this.#connection,
      this.#network,
      parameters.transaction,
      parameters.options,
    )
  }

  /** Subscribes to an adapter event; returns the unsubscribe function. */
  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
    return this.#emitter.on(event, listener)
  }

  /** Stops following the page's wallets and the connected wallet's events. */
  destroy(): void {
    this.#connection?.stop()
    this.#wallets.stop()
  }

  /**
   * Makes `connection` the adapter's and remembers its network, and a wallet-standard wallet for reconnect()
   * (a WalletConnect session is core's to resync).
   */
  #start(connection: Connection, network: CaipNetwork): AdapterConnection {
    this.#connection?.stop()
    this.#connection = connection
    this.#network = network
    this.#memory.write({
      connectorId: connection.wallet && connection.connectorId,
      chainId: String(network.id),
    })
    return { address: connection.address, chainId: network.id, connectorId: connection.connectorId }
  }

  #end(): void {
    this.#connection?.stop()
    this.#connection = undefined
    this.#memory.write({ connectorId: undefined })
  }

  #onWalletsChanged(): void {
    const connection = this.#connection
    if (connection?.wallet && this.#wallets.find(connection.connectorId) !== connection.wallet) {
      // The connected wallet unregistered (or stopped offering Solana): the connection is gone with it.
      this.#end()
      this.#emitter.emit('disconnect', {})
    }
    const connectors = this.getConnectors()
    const serialized = JSON.stringify(connectors)
    if (serialized === this.#lastConnectors) return
    this.#lastConnectors = serialized
    this.#emitter.emit('connectors', { connectors })
  }

  #findNetwork(chainId: number | string): CaipNetwork | undefined {
    return findAdapterNetwork(this.networks, this.namespace, chainId)
  }

  /** The input over the configured network with its id (as the EVM adapter does), else the input itself. */
  #resolveNetwork(input: CaipNetwork): CaipNetwork {
    return resolveAdapterNetwork(this.networks, this.namespace, input)
  }

  #rememberedNetwork(): CaipNetwork {
    const { chainId } = this.#memory.read()
    return (chainId === undefined ? undefined : this.#findNetwork(chainId)) ?? this.networks[0]
  }
}
