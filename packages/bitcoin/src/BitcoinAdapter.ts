import {
  type AdapterConnection,
  AdapterCore,
  type AdapterEvent,
  type AdapterListener,
  type AdapterSetupContext,
  type CaipNetwork,
  type ChainAdapter,
  type SendTokensParameters,
  type WalletAccount,
  type WalletConnectSession,
} from '@foyer/core'
import type { SignPsbtParameters, SignPsbtResult } from './actions/signPsbt.js'
import { type BitcoinCore, bitcoinFamily, defaultReconnectTimeoutMs } from './internal/adapterCore.js'
import type { AdapterStorage } from './internal/storage.js'
import type { BitcoinConnector } from './wallets/toConnector.js'

// The page holds the class and discovery only. Connecting, parameter checks and requests (the session chunk),
// Esplora reads, @scure/btc-signer and WalletConnect arrive with import() on first use, all through one
// import() (lazy.ts says why).
const lazy = () => import('./lazy.js')
const loadSession = () => lazy().then((m) => m.loadSession())
const loadAddress = () => lazy().then((m) => m.loadAddress())
const loadSend = () => lazy().then((m) => m.loadSend())
/** Fetches a chunk ahead of its first use; a failure shows when that use imports it. */
const warm = (load: () => Promise<unknown>) => void load().catch(() => undefined)

export { defaultReconnectTimeoutMs }

export interface BitcoinAdapterOptions {
  /**
   * The app's Bitcoin networks, the first the default. createFoyer hands the adapter the Bitcoin networks of
   * its own `networks` option, which then win; without either, mainnet, testnet, signet and regtest.
   */
  networks?: readonly CaipNetwork[] | undefined
  projectId?: string | undefined
  /** Where the adapter remembers its wallet and network (keys `foyer.bitcoin.*`); localStorage by default, null for none. */
  storage?: AdapterStorage | null | undefined
  /** How long reconnect() waits for the remembered wallet to appear (default 1000 ms). */
  reconnectTimeoutMs?: number | undefined
}

/** What BitcoinAdapter.estimateSend and sendTokens take: satoshis, no token (Bitcoin sends BTC only). */
export type BitcoinSendParameters = SendTokensParameters & { network: CaipNetwork }

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
  readonly #core: BitcoinCore

  constructor(options: BitcoinAdapterOptions = {}) {
    this.#core = new AdapterCore(bitcoinFamily, options)
  }

  /** The adapter's networks: the app's Bitcoin networks once createFoyer called setup(). */
  get networks(): readonly [CaipNetwork, ...CaipNetwork[]] {
    return this.#core.networks
  }

  get projectId(): string | undefined {
    return this.#core.projectId
  }

  /** Called once by createFoyer: takes the app's Bitcoin networks and project id. Makes no network request. */
  setup(context: AdapterSetupContext): void {
    this.#core.setup(context)
  }

  /** The active network: requests name it to the wallet, reads and broadcasts go to its Esplora API. */
  get network(): CaipNetwork {
    return this.#core.network
  }

  /** One connector per Bitcoin wallet on the page: ANNOUNCED for wallet-standard wallets, INJECTED for WBIP004 providers. */
  getConnectors(): readonly BitcoinConnector[] {
    return this.#core.connectors() as readonly BitcoinConnector[]
  }

  /**
   * Called by core when the modal opens: loads the few KiB connecting and the first balance read need (no
   * Bitcoin library: @scure/btc-signer waits for an address check, an estimate or a PSBT), and a WBIP004
   * provider's connect code when one is on the page.
   */
  preload(): void {
    warm(loadSession)
    warm(() => lazy().then((m) => m.loadBalance()))
    if (this.#core.wallets.list().some((wallet) => wallet.kind === 'wbip'))
      warm(() => lazy().then((m) => m.loadWbipConnect()))
  }

  /**
   * Asks the wallet for its payment and ordinals addresses and connects them on `chainId` (a network id or
   * `bip122:<id>`; default the remembered or first network; a wallet whose addresses belong to another
   * Bitcoin network connects on that one). The payment address is the account; every address is in `accounts`.
   * @throws UserRejectedRequestError when the visitor declines; ConnectorNotFoundError for an unknown id;
   * ConnectError when the wallet shares no payment address; InvalidParameterError.
   */
  async connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    return (await loadSession()).connect(this.#core, parameters)
  }

  /**
   * Resyncs the remembered connection after a reload: waits up to `reconnectTimeoutMs` for the wallet to
   * appear, then takes the accounts it still grants without asking the visitor (a silent `standard:connect`,
   * the standard's `accounts`, a provider's `wallet_getAccount`). Resolves null when nothing is remembered
   * (loading nothing), the wallet is gone or grants nothing.
   */
  async reconnect(): Promise<AdapterConnection | null> {
    const { connectorId } = this.#core.memory.read()
    return connectorId ? (await loadSession()).reconnect(this.#core, connectorId) : null
  }

  /**
   * Connects the Bitcoin account of core's WalletConnect session (its first external address, the payment
   * one) on the app's network `chainId` when the wallet approved it, else on the first approved one; then
   * asks the wallet for its other addresses (`getAccountAddresses`) and follows `bip122_addressesChanged`.
   * Resolves null when the session has no Bitcoin account on the adapter's networks.
   */
  async connectWalletConnect(
    session: WalletConnectSession,
    options?: { chainId?: number | string | undefined },
  ): Promise<AdapterConnection | null> {
    return (await loadSession()).connectWalletConnect(this.#core, session, options?.chainId)
  }

  /** Ends the connection: `standard:disconnect`, sats-connect's `wallet_disconnect`, or the session's delete. @throws DisconnectError */
  async disconnect(): Promise<void> {
    if (this.#core.connection) return (await loadSession()).disconnect(this.#core)
    this.#core.end()
  }

  /**
   * Makes `network` the active one. A Bitcoin address belongs to one chain, so a connected wallet must hold
   * addresses of the target (testnet and signet share theirs); the next request names the new network.
   * Reported as `chainChanged` when connected.
   * @throws BitcoinRequestError (reason `network`) when the wallet's addresses are another network's, or a
   * WalletConnect wallet did not approve it; InvalidParameterError.
   */
  async switchNetwork(network: CaipNetwork): Promise<void> {
    return (await loadSession()).switchNetwork(this.#core, network)
  }

  /**
   * BTC balance of `address` on `network` in whole units (`{ balance: '0.5', symbol: 'BTC' }`), from the
   * network's Esplora API: confirmed and mempool funded minus spent.
   * @throws BitcoinRequestError 'Token Balance Unavailable' when the ledger fails; InvalidParameterError.
   */
  async getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    return (await loadSession()).getBalance(this.#core, parameters)
  }

  /** True when `address` decodes as an address of the active network (checksum included). */
  async isAddress(address: string): Promise<boolean> {
    return (await loadAddress()).isAddress(address, this.#core.network)
  }

  /**
   * Satoshis a transfer pays the network: coin selection over the sender's UTXOs at the ledger's next-block
   * fee rate. An amount of 0 prices spending every UTXO (what the Send form's Max keeps back).
   */
  async estimateSend(parameters: BitcoinSendParameters): Promise<{ fee: bigint }> {
    const network = this.#core.resolve(parameters.network)
    return (await loadSend()).estimateSend(this.#core.connection, network, parameters)
  }

  /**
   * Sends `amount` satoshis from the payment address to `to`: the wallet's own transfer when it offers one,
   * else a PSBT the adapter builds, the wallet signs and the adapter broadcasts. Resolves the txid once the
   * ledger accepted it into its mempool (a block takes minutes; the send does not wait for one).
   * @throws UserRejectedRequestError when the visitor declines; BitcoinRequestError ('Insufficient funds',
   * 'Transaction error', ...).
   */
  async sendTokens(parameters: BitcoinSendParameters): Promise<{ hash: string }> {
    const network = this.#core.resolve(parameters.network)
    return (await loadSend()).sendTokens(this.#core.connection, network, parameters)
  }

  /**
   * Signs `message` (UTF-8) by BIP-322 (simple) with `address` (default the payment address); resolves the
   * signature, base64. Check it with `verifyBitcoinMessage`.
   * @throws UserRejectedRequestError when the visitor declines; InvalidParameterError.
   */
  async signMessage(parameters: { message: string; address?: string | undefined }): Promise<string> {
    return (await loadSession()).signMessage(this.#core, parameters)
  }

  /**
   * Has the wallet sign a PSBT (base64): the inputs `signInputs` names per address, default every input paying
   * one of the wallet's addresses. With `broadcast`, it is finalized and broadcast (by the wallet when it can)
   * and `txid` is set.
   * @throws UserRejectedRequestError when the visitor declines; InvalidParameterError; BitcoinRequestError.
   */
  async signPsbt(parameters: SignPsbtParameters): Promise<SignPsbtResult> {
    return (await loadSession()).signPsbt(this.#core, parameters)
  }

  /**
   * Asks the connected wallet for its current addresses (WalletConnect's `getAccountAddresses`, sats-connect's
   * `getAddresses`, a standard wallet's accounts), payment first; a change is reported as `accountChanged`.
   */
  async getAccountAddresses(): Promise<WalletAccount[]> {
    return (await loadSession()).getAccountAddresses(this.#core)
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
