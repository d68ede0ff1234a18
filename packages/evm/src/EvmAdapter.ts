import {
  type AdapterConnection,
  type AdapterEvent,
  type AdapterListener,
  type AdapterSetupContext,
  type ChainAdapter,
  type Connector,
  createAdapterEmitter,
  type EmbeddedWallet,
  type WalletConnectSession,
} from '@foyer/core'
import { type Config, type Transport, watchConnectors } from '@wagmi/core'
import type { ConnectionTracking } from './actions/connectionEvents.js'
import type { Profile } from './actions/getProfile.js'
import type { Reads } from './actions/reads.js'
import type { SendCallParameters, SendParameters } from './actions/send.js'
import { toConnectors } from './connectors/toConnector.js'
import { withoutWalletConnect } from './connectors/withoutWalletConnect.js'
import {
  type AdapterStorage,
  createWagmiConfig,
  recoverEarlyAnnouncements,
} from './internal/createWagmiConfig.js'
import { evmNetwork } from './network/schema.js'
import type { EvmNetwork } from './network/toCaipNetwork.js'
import { type EvmNetworkInput, toEvmNetwork } from './network/toEvmNetwork.js'
import { adapterOptions, parseOptions, parseParameters } from './schemas.js'

// Everything that loads on demand comes through one import() (lazy.ts says why).
const lazy = () => import('./lazy.js')
const loadSend = () => lazy().then((m) => m.loadSend())
// Connecting and switching load on first use (core's modal preloads them when it opens).
const loadInteractive = () => lazy().then((m) => m.loadInteractive())

export interface EvmAdapterOptions {
  /** The app's EVM networks: viem chains or CaipNetworks (see toCaipNetwork); the first is the default. */
  networks: readonly EvmNetworkInput[]
  projectId?: string | undefined
  /** Where wagmi remembers the connection (keys `foyer.evm.*`); window.localStorage by default, null for none. */
  storage?: AdapterStorage | null | undefined
  /** Per chain id, a viem transport replacing the default http() on the network's RPC URLs. */
  transports?: Record<number, Transport> | undefined
}

/**
 * Foyer's EVM adapter, built on @wagmi/core and viem. It owns a wagmi Config (`wagmiConfig`) so the
 * app's own wagmi hooks and actions share the modal's connection.
 *
 * @example
 * import { mainnet, base } from 'viem/chains'
 * const evm = new EvmAdapter({ networks: [mainnet, base] })
 * const foyer = createFoyer({ adapters: [evm], ... })
 * // elsewhere: getBalance(evm.wagmiConfig, { address })
 */
export class EvmAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  /** The wagmi Config behind the adapter; pass it to WagmiProvider or wagmi actions. */
  readonly wagmiConfig: Config
  /** The configured networks as CaipNetworks (and viem chains). */
  readonly networks: readonly [EvmNetwork, ...EvmNetwork[]]
  projectId: string | undefined

  readonly #emitter = createAdapterEmitter()
  /** Balance, profile and name reads with their caches, loaded on the first read (once connected). */
  #readsLoaded: Promise<Reads> | undefined
  /** Adapter-initiated connect/reconnect/disconnect in progress: their state changes are results, not events. */
  // Not connected: wagmi connects only through the connect code or a wallet's own event, both later.
  readonly #tracking: ConnectionTracking = {
    snapshot: { connected: false },
    quiet: 0,
    emit: this.#emitter.emit,
  }
  #onStateChange: (() => void) | undefined

  constructor(options: EvmAdapterOptions) {
    const parsed = parseOptions(adapterOptions, options)
    // Not empty: the check above requires one network at least.
    this.networks = options.networks.map(toEvmNetwork) as [EvmNetwork, ...EvmNetwork[]]
    this.projectId = parsed.projectId
    this.wagmiConfig = createWagmiConfig({
      networks: this.networks,
      storage: options.storage,
      transports: options.transports,
    })
    this.wagmiConfig.subscribe(
      (state) => state,
      () => this.#stateChanged(),
    )
    let lastConnectors = JSON.stringify(this.getConnectors())
    watchConnectors(this.wagmiConfig, {
      onChange: (connectors) => {
        // wagmi also re-sets an unchanged list; only a real change is worth an event.
        const next = withoutWalletConnect(toConnectors(connectors))
        const serialized = JSON.stringify(next)
        if (serialized === lastConnectors) return
        lastConnectors = serialized
        this.#emitter.emit('connectors', { connectors: next })
      },
    })
    recoverEarlyAnnouncements(this.wagmiConfig)
  }

  /** Called once by createFoyer; keeps the project id. Makes no network request. */
  setup(context: AdapterSetupContext): void {
    this.projectId = context.projectId || this.projectId
  }

  /** Announced wallets (EIP-6963) and, when window.ethereum exists, the generic 'Browser Wallet'. */
  getConnectors(): readonly Connector[] {
    return withoutWalletConnect(toConnectors(this.wagmiConfig.connectors))
  }

  /**
   * Connects through core's WalletConnect session: a wagmi connector wrapping the session joins
   * `wagmiConfig`, so wagmi actions reach the wallet. Resolves null when the session has no EVM account.
   */
  async connectWalletConnect(
    session: WalletConnectSession,
    options: { chainId?: number | string | undefined } = {},
  ): Promise<AdapterConnection | null> {
    const { connectWalletConnect } = await lazy().then((m) => m.loadWalletConnect())
    const chainId = options.chainId === undefined ? undefined : Number(options.chainId)
    return this.#quietly(() =>
      connectWalletConnect(
        this.wagmiConfig,
        session,
        chainId !== undefined && Number.isSafeInteger(chainId) ? chainId : undefined,
      ),
    )
  }

  /** Runs a connection the adapter makes itself without reporting its own wagmi events back to core. */
  async #quietly<T>(run: () => Promise<T>): Promise<T> {
    this.#tracking.quiet++
    try {
      return await run()
    } finally {
      // Read before the quiet ends, so a change in between is neither lost nor reported twice.
      const events = await this.#events().catch(() => undefined)
      if (events) this.#tracking.snapshot = events.readSnapshot(this.wagmiConfig)
      this.#tracking.quiet--
    }
  }

  /** The connect code's event tracking (actions/connectionEvents.ts), bound to this adapter once loaded. */
  #events() {
    return loadInteractive().then((m) => {
      this.#onStateChange ??= () => m.onStateChange(this.wagmiConfig, this.#tracking)
      return m
    })
  }

  #stateChanged(): void {
    if (this.#onStateChange) this.#onStateChange()
    // A wallet connected on its own (e.g. "connect to this site" in the extension), or the last connection
    // changed: load the tracking for it. Anything else cannot concern a page never connected.
    else if (this.#tracking.snapshot.connected || this.wagmiConfig.state.status === 'connected')
      this.#events().then(
        () => this.#onStateChange?.(),
        () => {},
      )
  }

  /**
   * Connects core's embedded wallet (email login): a wagmi connector over it joins `wagmiConfig`, so
   * wagmi actions sign through the secure site, which asks the visitor first.
   */
  async connectEmbeddedWallet(wallet: EmbeddedWallet): Promise<AdapterConnection | null> {
    const { connectEmbeddedWallet } = await lazy().then((m) => m.loadEmbeddedWallet())
    return this.#quietly(() => connectEmbeddedWallet(this.wagmiConfig, wallet))
  }

  /**
   * Signs a sign-in message with the connected wallet (EIP-191 personal_sign through wagmi).
   * @throws UserRejectedRequestError when the visitor declines.
   */
  async signMessage({ message, address }: { message: string; address: string }): Promise<string> {
    const { signMessage } = await lazy().then((m) => m.loadSignMessage())
    return signMessage(this.wagmiConfig, message, address)
  }

  /** Starts loading the connect and switch code (core calls this when the modal opens). */
  preload(): void {
    loadInteractive().catch(() => {})
  }

  /**
   * Connects a wallet through wagmi's connect(). With `chainId`, the wallet is then asked to switch;
   * if that fails the connection stays on the wallet's chain, which the result reports.
   * @throws UserRejectedRequestError, ConnectorNotFoundError, WalletRequestError
   */
  async connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    return this.#quietly(async () =>
      (await loadInteractive()).connectById(this.wagmiConfig, this.networks, parameters, () =>
        this.getConnectors(),
      ),
    )
  }

  /**
   * Resyncs the connection remembered in storage through wagmi's reconnect(), asking only the
   * wallet last used. Resolves null when nothing is stored, the wallet is gone or it fails.
   */
  async reconnect(): Promise<AdapterConnection | null> {
    // Core asks only when it remembers a connection: the resync loads with the connect code.
    return this.#quietly(() =>
      loadInteractive().then(
        (m) => m.reconnectStored(this.wagmiConfig),
        () => null,
      ),
    )
  }

  /** Disconnects the current wallet (wagmi disconnect(); the wallet is not asked again on reload). */
  async disconnect(): Promise<void> {
    return this.#quietly(async () => (await loadInteractive()).disconnectWallet(this.wagmiConfig))
  }

  /**
   * Switches the wallet to `network`, adding it to the wallet first when needed (wallet error codes 4902, 5000, -32603).
   * @throws UserRejectedRequestError on 4001; ChainNotSupportedError when the chain cannot be added.
   */
  async switchNetwork(network: EvmNetworkInput): Promise<void> {
    parseParameters(evmNetwork, network)
    const { switchNetwork } = await loadInteractive()
    await switchNetwork(this.wagmiConfig, this.#resolveNetwork(network))
  }

  /**
   * Native balance of `address` on `network` in whole units (e.g. `{ balance: '1.5', symbol: 'ETH' }`).
   * @throws WalletRequestError 'Token Balance Unavailable' when the RPC fails.
   */
  async getBalance(parameters: { address: string; network: EvmNetworkInput }) {
    return (await this.#reads()).getBalance(parameters)
  }

  /**
   * ENS name and avatar of `address`, cached 5 minutes per chain and address (a failed lookup only
   * `profileFailureCacheTime`); nulls when the chain has no ENS. Never throws for a missing ENS setup.
   */
  async getProfile(parameters: { address: string; network: EvmNetworkInput }): Promise<Profile> {
    return (await this.#reads()).getProfile(parameters)
  }

  /** The address an ENS name points to on `network`, or null (cached like profiles); 'Error resolving name' on failure. */
  async resolveName(parameters: { name: string; network: EvmNetworkInput }): Promise<string | null> {
    const [send, { names, networkClient }] = await Promise.all([loadSend(), this.#reads()])
    return names.get(send.nameKey(networkClient, parameters), () =>
      send.resolveName(networkClient, parameters),
    )
  }

  /** Whether `address` is an EVM address, with a valid EIP-55 checksum when it is mixed-case. */
  async isAddress(address: string): Promise<boolean> {
    return (await loadSend()).isAddress(address)
  }

  /**
   * Network fee in wei of sending `amount` of the native currency, or of the ERC-20 `token`. With the
   * embedded wallet connected on that network the wallet prices it (a smart account's fee is its user
   * operation's, deployment included); otherwise the chain's gas estimate times its gas price.
   */
  async estimateSend(parameters: SendParameters): Promise<{ fee: bigint }> {
    const [send, { networkClient }] = await Promise.all([loadSend(), this.#reads()])
    return send.estimateSend(networkClient, parameters, this.wagmiConfig)
  }

  /** Asks the wallet to send `amount` of the native currency or ERC-20 `token` to `to`; resolves the mined hash. */
  async sendTokens(parameters: SendParameters): Promise<{ hash: string }> {
    const [send, { networkClient }] = await Promise.all([loadSend(), this.#reads()])
    return send.sendTokens(this.wagmiConfig, networkClient, parameters)
  }

  /** Asks the wallet to send a prepared call (a swap, an approval); errors as sendTokens. */
  async sendTransaction(parameters: SendCallParameters): Promise<{ hash: string }> {
    const [send, { networkClient }] = await Promise.all([loadSend(), this.#reads()])
    return send.sendTransaction(this.wagmiConfig, networkClient, parameters)
  }

  /** The reads, loaded once; a failed load is tried again on the next read. */
  #reads(): Promise<Reads> {
    this.#readsLoaded ??= lazy()
      .then((m) => m.loadReads())
      .then(
        (m) => m.createReads(this.wagmiConfig, (input) => this.#resolveNetwork(input)),
        (error: unknown) => {
          this.#readsLoaded = undefined
          throw error
        },
      )
    return this.#readsLoaded
  }

  /** Subscribes to an adapter event; returns the unsubscribe function. */
  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
    return this.#emitter.on(event, listener)
  }

  /** The configured network for an input (so viem chain data such as contracts is kept), else the input itself. */
  #resolveNetwork(input: EvmNetworkInput): EvmNetwork {
    const network = toEvmNetwork(input)
    const configured = this.networks.find((n) => n.id === network.id)
    return configured
      ? { ...configured, ...network, contracts: network.contracts ?? configured.contracts }
      : network
  }
}
