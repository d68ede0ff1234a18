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
import type { Profile } from './actions/getProfile.js'
import type { SendCallParameters, SendParameters } from './actions/send.js'
import { toConnectors } from './connectors/toConnector.js'
import { withoutWalletConnect } from './connectors/withoutWalletConnect.js'
import type { EvmAdapterState } from './internal/adapterState.js'
import {
  type AdapterStorage,
  createWagmiConfig,
  recoverEarlyAnnouncements,
} from './internal/createWagmiConfig.js'
import { optionNetwork } from './network/optionNetwork.js'
import type { EvmNetwork } from './network/toCaipNetwork.js'
import type { EvmNetworkInput } from './network/toEvmNetwork.js'
import { adapterOptions, parseOptions } from './schemas.js'

// The methods' work loads on first use, through one import() (lazy.ts says why); the class only forwards.
const methods = () => import('./adapterMethods.js')

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
 * app's own wagmi hooks and actions share the modal's connection. The options are checked in development
 * builds (`process.env.NODE_ENV` not 'production': InvalidOptionError naming the option); production
 * builds leave the check out.
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
  readonly #state: EvmAdapterState

  constructor(options: EvmAdapterOptions) {
    // Development builds only, like React's prop checks: bundlers replace the expression, production drops it.
    if (process.env.NODE_ENV !== 'production') parseOptions(adapterOptions, options)
    // Not empty: the development check requires one network at least (the type, in every build).
    this.networks = options.networks.map(optionNetwork) as [EvmNetwork, ...EvmNetwork[]]
    this.projectId = options.projectId
    this.wagmiConfig = createWagmiConfig({
      networks: this.networks,
      storage: options.storage,
      transports: options.transports,
    })
    this.#state = {
      config: this.wagmiConfig,
      networks: this.networks,
      connectors: () => this.getConnectors(),
      // Not connected: wagmi connects only through the connect code or a wallet's own event, both later.
      tracking: { snapshot: { connected: false }, quiet: 0, emit: this.#emitter.emit },
    }
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

  #stateChanged(): void {
    const state = this.#state
    if (state.onStateChange) state.onStateChange()
    // A wallet connected on its own (e.g. "connect to this site" in the extension), or the last connection
    // changed: load the tracking for it. Anything else cannot concern a page never connected.
    else if (state.tracking.snapshot.connected || this.wagmiConfig.state.status === 'connected')
      methods()
        .then((m) => m.track(state))
        .catch(() => {})
  }

  /**
   * Connects through core's WalletConnect session: a wagmi connector wrapping the session joins
   * `wagmiConfig`, so wagmi actions reach the wallet. Resolves null when the session has no EVM account.
   */
  connectWalletConnect(
    session: WalletConnectSession,
    options: { chainId?: number | string | undefined } = {},
  ): Promise<AdapterConnection | null> {
    return methods().then((m) => m.connectWalletConnect(this.#state, session, options))
  }

  /**
   * Connects core's embedded wallet (email login): a wagmi connector over it joins `wagmiConfig`, so
   * wagmi actions sign through the secure site, which asks the visitor first.
   */
  connectEmbeddedWallet(wallet: EmbeddedWallet): Promise<AdapterConnection | null> {
    return methods().then((m) => m.connectEmbeddedWallet(this.#state, wallet))
  }

  /**
   * Signs a sign-in message with the connected wallet (EIP-191 personal_sign through wagmi).
   * @throws UserRejectedRequestError when the visitor declines.
   */
  signMessage(parameters: { message: string; address: string }): Promise<string> {
    return methods().then((m) => m.signMessage(this.#state, parameters))
  }

  /** Starts loading the connect and switch code (core calls this when the modal opens). */
  preload(): void {
    methods().then(
      (m) => m.preload(),
      () => {},
    )
  }

  /**
   * Connects a wallet through wagmi's connect(). With `chainId`, the wallet is then asked to switch;
   * if that fails the connection stays on the wallet's chain, which the result reports.
   * @throws UserRejectedRequestError, ConnectorNotFoundError, WalletRequestError
   */
  connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    return methods().then((m) => m.connect(this.#state, parameters))
  }

  /**
   * Resyncs the connection remembered in storage through wagmi's reconnect(), asking only the
   * wallet last used. Resolves null when nothing is stored, the wallet is gone or it fails.
   */
  reconnect(): Promise<AdapterConnection | null> {
    return methods().then(
      (m) => m.reconnect(this.#state),
      () => null,
    )
  }

  /** Disconnects the current wallet (wagmi disconnect(); the wallet is not asked again on reload). */
  disconnect(): Promise<void> {
    return methods().then((m) => m.disconnect(this.#state))
  }

  /**
   * Switches the wallet to `network`, adding it to the wallet first when needed (wallet error codes 4902, 5000, -32603).
   * @throws UserRejectedRequestError on 4001; ChainNotSupportedError when the chain cannot be added.
   */
  switchNetwork(network: EvmNetworkInput): Promise<void> {
    return methods().then((m) => m.switchNetwork(this.#state, network))
  }

  /**
   * Native balance of `address` on `network` in whole units (e.g. `{ balance: '1.5', symbol: 'ETH' }`).
   * @throws WalletRequestError 'Token Balance Unavailable' when the RPC fails.
   */
  getBalance(parameters: { address: string; network: EvmNetworkInput }) {
    return methods().then((m) => m.getBalance(this.#state, parameters))
  }

  /**
   * ENS name and avatar of `address`, cached 5 minutes per chain and address (a failed lookup only
   * `profileFailureCacheTime`); nulls when the chain has no ENS. Never throws for a missing ENS setup.
   */
  getProfile(parameters: { address: string; network: EvmNetworkInput }): Promise<Profile> {
    return methods().then((m) => m.getProfile(this.#state, parameters))
  }

  /** The address an ENS name points to on `network`, or null (cached like profiles); 'Error resolving name' on failure. */
  resolveName(parameters: { name: string; network: EvmNetworkInput }): Promise<string | null> {
    return methods().then((m) => m.resolveName(this.#state, parameters))
  }

  /** Whether `address` is an EVM address, with a valid EIP-55 checksum when it is mixed-case. */
  isAddress(address: string): Promise<boolean> {
    return methods().then((m) => m.isAddress(address))
  }

  /**
   * Network fee in wei of sending `amount` of the native currency, or of the ERC-20 `token`. With the
   * embedded wallet connected on that network the wallet prices it (a smart account's fee is its user
   * operation's, deployment included); otherwise the chain's gas estimate times its gas price.
   */
  estimateSend(parameters: SendParameters): Promise<{ fee: bigint }> {
    return methods().then((m) => m.estimateSend(this.#state, parameters))
  }

  /** Asks the wallet to send `amount` of the native currency or ERC-20 `token` to `to`; resolves the mined hash. */
  sendTokens(parameters: SendParameters): Promise<{ hash: string }> {
    return methods().then((m) => m.sendTokens(this.#state, parameters))
  }

  /** Asks the wallet to send a prepared call (a swap, an approval); errors as sendTokens. */
  sendTransaction(parameters: SendCallParameters): Promise<{ hash: string }> {
    return methods().then((m) => m.sendTransaction(this.#state, parameters))
  }

  /** Subscribes to an adapter event; returns the unsubscribe function. */
  on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>): () => void {
    return this.#emitter.on(event, listener)
  }
}
