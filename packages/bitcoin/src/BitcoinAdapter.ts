import {
  type AdapterConnection,
  type AdapterEvent,
  type AdapterListener,
  type AdapterSetupContext,
  type CaipNetwork,
  type ChainAdapter,
  ConnectorNotFoundError,
  createAdapterEmitter,
  DisconnectError,
  type SendTokensParameters,
  type WalletAccount,
  type WalletConnectSession,
} from '@foyer/core'
import type { SignPsbtParameters, SignPsbtResult } from './actions/signPsbt.js'
import { BitcoinRequestError, notConnected } from './errors/errors.js'
import type { Connection, ConnectionListener } from './internal/connection.js'
import {
  accountParametersSchema,
  adapterOptionsSchema,
  bitcoinNetworkSchema,
  connectParametersSchema,
  parseOptions,
  parseParameters,
  signMessageParametersSchema,
  signPsbtParametersSchema,
} from './internal/schemas.js'
import { type AdapterStorage, type ConnectionMemory, createConnectionMemory } from './internal/storage.js'
import { networkForAddress } from './networks/networkFor.js'
import { addressFitsNetwork } from './networks/networkKind.js'
import { bitcoinNetworks } from './networks/networks.js'
import { type WalletRegistry, watchWallets } from './wallets/discovery.js'
import { openConnection, preloadWbip, resumeConnection } from './wallets/open.js'
import { type BitcoinConnector, toConnector } from './wallets/toConnector.js'

// Esplora reads, @scure/btc-signer and WalletConnect arrive with import() on first use, never at page load.
const loadBalance = () => import('./actions/balance.js')
const loadAddress = () => import('./actions/address.js')
const loadSend = () => import('./actions/send.js')
const loadMessage = () => import('./actions/message.js')
const loadSignPsbt = () => import('./actions/signPsbt.js')
const loadWalletConnect = () => import('./walletConnect/connect.js')

/** How long reconnect() waits, by default, for the remembered wallet to appear on the page. */
export const defaultReconnectTimeoutMs = 1000

export interface BitcoinAdapterOptions {
  /**
   * The app's Bitcoin networks, the first the default. createFoyer hands the adapter the Bitcoin networks of
   * its own `networks` option, which then win; without either, mainnet, testnet, signet and regtest.
   */
  networks?: readonly CaipNetwork[]
  projectId?: string
  /** Where the adapter remembers its wallet and network (keys `foyer.bitcoin.*`); localStorage by default, null for none. */
  storage?: AdapterStorage | null
  /** How long reconnect() waits for the remembered wallet to appear (default 1000 ms). */
  reconnectTimeoutMs?: number
}

/** What BitcoinAdapter.estimateSend and sendTokens take: satoshis, no token (Bitcoin sends BTC only). */
export type BitcoinSendParameters = SendTokensParameters & { network: CaipNetwork }

const toNetworkList = (networks: readonly CaipNetwork[]): readonly [CaipNetwork, ...CaipNetwork[]] => {
  const [first, ...rest] = networks
  return first ? [first, ...rest] : bitcoinNetworks
}

/**
 * Foyer's Bitcoin adapter (CAIP namespace `bip122`): wallets that register through the Bitcoin wallet
 * standard (`bitcoin:connect`) and WBIP004 providers (`window.btc_providers`: Xverse, Leather, Magic Eden,
 * OKX, Phantom) become connectors; WalletConnect sessions connect through core's pairing. Balances, fees,
 * UTXOs and broadcasts go to the network's Esplora API (`rpcUrls.default.http[0]`); PSBTs are built with
 * @scure/btc-signer, loaded on first use.
 *
 * @example
 * import { BitcoinAdapter, bitcoin, bitcoinTestnet } from '@foyer/bitcoin'
 * const btc = new BitcoinAdapter()
 * const foyer = createFoyer({ projectId, networks: [mainnet, bitcoin, bitcoinTestnet], adapters: [evm, btc] })
 */
export class BitcoinAdapter implements ChainAdapter {
  readonly namespace = 'bip122' as const
  /** The adapter's networks: the app's Bitcoin networks once createFoyer called setup(). */
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
  /** The connected wallet's own changes (other addresses, a disconnect), whichever kind of wallet it is. */
  readonly #changed: ConnectionListener = (connection, ended) => {
    if (this.#quiet > 0 || this.#connection !== connection) return
    if (ended) {
      this.#end()
      this.#emitter.emit('disconnect', {})
      return
    }
    // A wallet that moved to another network reports that network's addresses: the network follows them.
    const network = this.#networkFor(connection.address, this.#network)
    if (network !== this.#network) {
      this.#network = network
      this.#memory.write({ chainId: String(network.id) })
    }
    this.#emitter.emit('accountChanged', this.#toAdapterConnection(connection))
  }

  constructor(options: BitcoinAdapterOptions = {}) {
    const parsed = parseOptions(adapterOptionsSchema, options)
    this.networks = toNetworkList(options.networks ?? [])
    this.projectId = parsed.projectId
    this.#memory = createConnectionMemory(options.storage)
    this.#reconnectTimeoutMs = parsed.reconnectTimeoutMs ?? defaultReconnectTimeoutMs
    this.#network = this.#rememberedNetwork()
    this.#wallets = watchWallets(() => this.#onWalletsChanged())
    this.#lastConnectors = JSON.stringify(this.getConnectors())
  }

  /** Called once by createFoyer: takes the app's Bitcoin networks and project id. Makes no network request. */
  setup(context: AdapterSetupContext): void {
    this.projectId = context.projectId || this.projectId
    if (context.networks.length === 0) return
    this.networks = toNetworkList(context.networks)
    const current = this.networks.find((n) => n.caipNetworkId === this.#network.caipNetworkId)
    this.#network = current ?? this.#rememberedNetwork()
    this.#onWalletsChanged()
  }

  /** The active network: requests name it to the wallet, reads and broadcasts go to its Esplora API. */
  get network(): CaipNetwork {
    return this.#network
  }

  /** One connector per Bitcoin wallet on the page: ANNOUNCED for wallet-standard wallets, INJECTED for WBIP004 providers. */
  getConnectors(): readonly BitcoinConnector[] {
    return this.#wallets.list().map((wallet) => toConnector(wallet, this.networks))
  }

  /**
   * Called by core when the modal opens: loads the few KiB a WBIP004 connect and the first balance read need
   * (no Bitcoin library: @scure/btc-signer waits for an address check, an estimate or a PSBT).
   */
  preload(): void {
    if (this.#wallets.list().some((wallet) => wallet.kind === 'wbip')) preloadWbip()
    void loadBalance().catch(() => undefined)
  }

  /**
   * Asks the wallet for its payment and ordinals addresses and connects them on `chainId` (a network id or
   * `bip122:<id>`; default the remembered or first network; a wallet whose addresses belong to another
   * Bitcoin network connects on that one). The payment address is the account; every address is in `accounts`.
   * @throws UserRejectedRequestError when the visitor declines; ConnectorNotFoundError for an unknown id;
   * ConnectError when the wallet shares no payment address.
   */
  async connect(parameters: { connectorId: string; chainId?: number | string }): Promise<AdapterConnection> {
    const { connectorId, chainId } = parseParameters(connectParametersSchema, parameters)
    const found = this.#wallets.find(connectorId)
    if (!found) throw new ConnectorNotFoundError({ details: `No Bitcoin wallet named "${connectorId}"` })
    const network = (chainId === undefined ? undefined : this.#findNetwork(chainId)) ?? this.#network
    this.#quiet++
    try {
      const connection = await openConnection(found, network, this.#changed)
      return this.#start(connection, this.#networkFor(connection.address, network))
    } finally {
      this.#quiet--
    }
  }

  /**
   * Resyncs the remembered connection after a reload: waits up to `reconnectTimeoutMs` for the wallet to
   * appear, then takes the accounts it still grants without asking the visitor (a silent `standard:connect`,
   * the standard's `accounts`, a provider's `wallet_getAccount`). Resolves null when nothing is remembered,
   * the wallet is gone or grants nothing.
   */
  async reconnect(): Promise<AdapterConnection | null> {
    const { connectorId } = this.#memory.read()
    if (!connectorId) return null
    this.#quiet++
    try {
      const found = await this.#wallets.waitFor(connectorId, this.#reconnectTimeoutMs)
      const connection = found && (await resumeConnection(found, this.#changed))
      if (connection) return this.#start(connection, this.#networkFor(connection.address, this.#network))
    } catch {
      // A wallet that throws on a silent connect is not connected.
    } finally {
      this.#quiet--
    }
    this.#memory.write({ connectorId: undefined })
    return null
  }

  /**
   * Connects the Bitcoin account of core's WalletConnect session (its first external address, the payment
   * one) on the app's network `chainId` when the wallet approved it, else on the first approved one; then
   * asks the wallet for its other addresses (`getAccountAddresses`) and follows `bip122_addressesChanged`.
   * Resolves null when the session has no Bitcoin account on the adapter's networks.
   */
  async connectWalletConnect(
    session: WalletConnectSession,
    options?: { chainId?: number | string },
  ): Promise<AdapterConnection | null> {
    const started = (await loadWalletConnect()).connectSession(
      session,
      this.networks,
      this.#network,
      options?.chainId,
      this.#changed,
    )
    if (!started) return null
    const result = this.#start(started.connection, started.network)
    // The session names one address; the wallet's others (ordinals, public keys, paths) arrive as an account change.
    void this.getAccountAddresses().catch(() => undefined)
    return result
  }

  /** Ends the connection: `standard:disconnect`, sats-connect's `wallet_disconnect`, or the session's delete. @throws DisconnectError */
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
   * Makes `network` the active one. A Bitcoin address belongs to one chain, so a connected wallet must hold
   * addresses of the target (testnet and signet share theirs); the next request names the new network.
   * Reported as `chainChanged` when connected.
   * @throws BitcoinRequestError (reason `network`) when the wallet's addresses are another network's, or a
   * WalletConnect wallet did not approve it.
   */
  async switchNetwork(network: CaipNetwork): Promise<void> {
    parseParameters(bitcoinNetworkSchema, network)
    const target = this.#resolveNetwork(network)
    if (target.caipNetworkId === this.#network.caipNetworkId) return
    const connection = this.#connection
    if (connection && !addressFitsNetwork(connection.address, target))
      throw new BitcoinRequestError(`The wallet's addresses are not ${target.name} addresses`, {
        reason: 'network',
        details: `${connection.address} belongs to another Bitcoin network; switch the wallet and connect again`,
      })
    // A WalletConnect wallet answers only on the chains it approved: its signer refuses the others.
    if (connection?.kind === 'walletConnect') await connection.signer(target)
    this.#network = target
    this.#memory.write({ chainId: String(target.id) })
    if (connection) this.#emitter.emit('chainChanged', { chainId: target.id })
  }

  /**
   * BTC balance of `address` on `network` in whole units (`{ balance: '0.5', symbol: 'BTC' }`), from the
   * network's Esplora API: confirmed and mempool funded minus spent.
   * @throws BitcoinRequestError 'Token Balance Unavailable' when the ledger fails.
   */
  async getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    const { address } = parseParameters(accountParametersSchema, parameters)
    return (await loadBalance()).getBalance(this.#resolveNetwork(parameters.network), address)
  }

  /** True when `address` decodes as an address of the active network (checksum included). */
  async isAddress(address: string): Promise<boolean> {
    return (await loadAddress()).isAddress(address, this.#network)
  }

  /**
   * Satoshis a transfer pays the network: coin selection over the sender's UTXOs at the ledger's next-block
   * fee rate. An amount of 0 prices spending every UTXO (what the Send form's Max keeps back).
   */
  async estimateSend(parameters: BitcoinSendParameters): Promise<{ fee: bigint }> {
    const network = this.#resolveNetwork(parameters.network)
    return (await loadSend()).estimateSend(this.#connection, network, parameters)
  }

  /**
   * Sends `amount` satoshis from the payment address to `to`: the wallet's own transfer when it offers one,
   * else a PSBT the adapter builds, the wallet signs and the adapter broadcasts. Resolves the txid once the
   * ledger accepted it into its mempool (a block takes minutes; the send does not wait for one).
   * @throws UserRejectedRequestError when the visitor declines; BitcoinRequestError ('Insufficient funds',
   * 'Transaction error', ...).
   */
  async sendTokens(parameters: BitcoinSendParameters): Promise<{ hash: string }> {
    const network = this.#resolveNetwork(parameters.network)
    return (await loadSend()).sendTokens(this.#connection, network, parameters)
  }

  /**
   * Signs `message` (UTF-8) by BIP-322 (simple) with `address` (default the payment address); resolves the
   * signature, base64. Check it with `verifyBitcoinMessage`.
   * @throws UserRejectedRequestError when the visitor declines.
   */
  async signMessage(parameters: { message: string; address?: string | undefined }): Promise<string> {
    const { message, address } = parseParameters(signMessageParametersSchema, parameters)
    return (await loadMessage()).signMessage(this.#connection, this.#network, message, address)
  }

  /**
   * Has the wallet sign a PSBT (base64): the inputs `signInputs` names per address, default every input paying
   * one of the wallet's addresses. With `broadcast`, it is finalized and broadcast (by the wallet when it can)
   * and `txid` is set.
   * @throws UserRejectedRequestError when the visitor declines; InvalidParameterError; BitcoinRequestError.
   */
  async signPsbt(parameters: SignPsbtParameters): Promise<SignPsbtResult> {
    const parsed = parseParameters(signPsbtParametersSchema, parameters)
    return (await loadSignPsbt()).signPsbt(this.#connection, this.#network, parsed)
  }

  /**
   * Asks the connected wallet for its current addresses (WalletConnect's `getAccountAddresses`, sats-connect's
   * `getAddresses`, a standard wallet's accounts), payment first; a change is reported as `accountChanged`.
   */
  async getAccountAddresses(): Promise<WalletAccount[]> {
    const connection = this.#connection
    if (!connection) throw notConnected()
    const accounts = await (await connection.signer(this.#network)).getAccountAddresses()
    if (this.#connection === connection) connection.learn(accounts)
    return [...connection.accounts]
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

  /** Makes `connection` the adapter's, and remembers its network and (but for WalletConnect) its wallet. */
  #start(connection: Connection, network: CaipNetwork): AdapterConnection {
    this.#connection?.stop()
    this.#connection = connection
    this.#network = network
    this.#memory.write({
      connectorId: connection.kind === 'walletConnect' ? undefined : connection.connectorId,
      chainId: String(network.id),
    })
    return this.#toAdapterConnection(connection)
  }

  #toAdapterConnection(connection: Connection): AdapterConnection {
    return {
      address: connection.address,
      chainId: this.#network.id,
      connectorId: connection.connectorId,
      accounts: connection.accounts,
    }
  }

  #end(): void {
    this.#connection?.stop()
    this.#connection = undefined
    this.#memory.write({ connectorId: undefined })
  }

  #onWalletsChanged(): void {
    const connection = this.#connection
    if (connection && connection.kind !== 'walletConnect' && !this.#wallets.find(connection.connectorId)) {
      // The connected wallet unregistered (or stopped offering Bitcoin): the connection is gone with it.
      this.#end()
      this.#emitter.emit('disconnect', {})
    }
    const connectors = this.getConnectors()
    const serialized = JSON.stringify(connectors)
    if (serialized === this.#lastConnectors) return
    this.#lastConnectors = serialized
    this.#emitter.emit('connectors', { connectors })
  }

  #networkFor(address: string, preferred: CaipNetwork): CaipNetwork {
    return networkForAddress(address, preferred, this.networks)
  }

  #findNetwork(chainId: number | string): CaipNetwork | undefined {
    const id = String(chainId).replace(/^bip122:/, '')
    return this.networks.find((network) => String(network.id) === id)
  }

  /** The input over the configured network with its id, else the input itself. */
  #resolveNetwork(input: CaipNetwork): CaipNetwork {
    const configured = this.#findNetwork(input.id)
    return configured ? { ...configured, ...input } : input
  }

  #rememberedNetwork(): CaipNetwork {
    const { chainId } = this.#memory.read()
    return (chainId === undefined ? undefined : this.#findNetwork(chainId)) ?? this.networks[0]
  }
}
