import type { ChainAdapter } from '../adapter/types.js'
import type { EmbeddedWalletActions } from '../embeddedWallet/controller.js'
import type { NameActions } from '../names/actions.js'
import type { Route, ViewName } from '../router/types.js'
import type { SendActions } from '../send/actions.js'
import type { SiwxActions } from '../siwx/controller.js'
import type { SIWEConfig, SIWXConfig } from '../siwx/types.js'
import type { FoyerState, OpenOptions, SnackbarVariant, WalletDirectoryGroups } from '../store/types.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { FetchWalletsParameters, Wallet, WalletsPage } from '../types/wallet.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'
export type ConnectorTypeOrderItem =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

/** Feature switches (§1). Defaults: everything on, socials google, x, discord, farcaster, github, apple, facebook. */
export interface Features {
  email?: boolean | undefined
  socials?: readonly SocialProvider[] | false | undefined
  swaps?: boolean | undefined
  onramp?: boolean | undefined
  send?: boolean | undefined
  receive?: boolean | undefined
  history?: boolean | undefined
  analytics?: boolean | undefined
  allWallets?: boolean | undefined
  /** Offer connected EVM accounts a name in `nameZone` (RegisterAccountName, §4). */
  accountNames?: boolean | undefined
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  connectorTypeOrder?: readonly ConnectorTypeOrderItem[] | undefined
}

export interface ThemeVariables {
  '--foyer-accent'?: string | undefined
  '--foyer-border-radius-master'?: string | undefined
  '--foyer-font-family'?: string | undefined
  '--foyer-font-size-master'?: string | undefined
  '--foyer-z-index'?: number | undefined
}

export interface Metadata {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/** createFoyer's options; names follow the hosted kit's so apps migrate by changing imports. */
export interface FoyerOptions {
  projectId?: string | undefined
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork?: CaipNetwork | undefined
  adapters?: readonly ChainAdapter[] | undefined
  metadata?: Metadata | undefined
  features?: Features | undefined
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: ThemeVariables | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  enableWalletConnect?: boolean | undefined
  allowUnsupportedChain?: boolean | undefined
  /** Service base URLs; default to the local stack of `npm start`. */
  apiUrl?: string | undefined
  blockchainApiUrl?: string | undefined
  /** Where account names are registered (`<name>.<zone>`); default 'foyer.id', the local cloud's zone. */
  nameZone?: string | undefined
  secureSiteUrl?: string | undefined
  relayUrl?: string | undefined
  /** Where recent wallets and the last chain are remembered; defaults to localStorage when present. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  /** Prefix of the storage keys, so two instances on one page keep apart; default `'foyer'`. */
  storageKey?: string | undefined
  /**
   * Server rendering: the instance remembers the connected address with its connector, and starts
   * from that remembered connection (a 'reconnecting' account that already has its address), which
   * is what the server rendered from cookieToInitialState. Use it with `storage: cookieStorage`
   * and `<FoyerProvider initialState>`. Default false.
   */
  ssr?: boolean | undefined
  /** Whether the page runs on a phone; default: detected from matchMedia/userAgent when a window exists. */
  isMobile?: boolean | (() => boolean) | undefined
  /** WalletConnect pairing settings. */
  walletConnect?: WalletConnectOptions | undefined
  /** Sign in with a wallet (§4): the hosted kit's SIWX contract, e.g. @foyer/siwx's createCloudSiwx(). */
  siwx?: SIWXConfig | undefined
  /** The legacy EVM form of sign-in; setting it and `siwx` is an error (§5). */
  siweConfig?: SIWEConfig | undefined
}

/** WalletConnect pairing settings of createFoyer. */
export interface WalletConnectOptions {
  /**
   * Whether the SDK asks the hosted Verify API (a hidden iframe on verify.walletconnect.org) about
   * each proposal and request. Default: true only for the hosted relay (`wss://relay.walletconnect.org|com`);
   * a self-hosted relay cannot be verified there, and an unreachable Verify API delays each request by 5 s.
   */
  verify?: boolean | undefined
  /** Where the SDK keeps its keys and sessions; default: the SDK's own (IndexedDB in browsers). */
  storage?: WalletConnectStorage | undefined
}

/** Async key-value storage for the WalletConnect SDK (the shape of @walletconnect/keyvaluestorage). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** Resolved options: defaults applied, validated. */
export type ResolvedOptions = Omit<FoyerOptions, 'features'> & {
  features: {
    [K in Exclude<keyof Features, 'connectMethodsOrder' | 'connectorTypeOrder'>]-?: Exclude<
      Features[K],
      undefined
    >
  } & Pick<Features, 'connectMethodsOrder' | 'connectorTypeOrder'>
  enableWalletConnect: boolean
  apiUrl: string
  blockchainApiUrl: string
  nameZone: string
  secureSiteUrl: string
  relayUrl: string
}

/** One connector group of the Connect view, in display order, never empty. */
export interface ConnectorGroup {
  type: ConnectorTypeOrderItem
  connectors: readonly Connector[]
}

/**
 * An instance of Foyer: one store, its adapters, its modal state. Framework-free; the React
 * package reads it with useSyncExternalStore.
 */
export interface FoyerInstance {
  readonly options: ResolvedOptions
  getState(): FoyerState
  subscribe(listener: (state: FoyerState, previous: FoyerState) => void): () => void

  /** Open the modal on the view the opening rules pick, or on a named view. */
  open(options?: OpenOptions): void
  /** Close; refused (with a shake) on UnsupportedChain, and on ApproveTransaction unless forced. */
  close(options?: { force?: boolean | undefined }): boolean

  router: {
    push(route: Route | ViewName): void
    replace(route: Route | ViewName): void
    reset(route: Route | ViewName): void
    goBack(): void
  }

  /** Whether the page runs on a phone (the isMobile option, else detected); picks deep links over QR codes. */
  isMobile(): boolean
  // The Connect view's method order and connector groups: connectMethodsOf(foyer), connectorGroupsOf(foyer).

  /**
   * Connect through a connector of `getState().connectors`. `chain` picks among connectors that share
   * an id across namespaces. Throws UserRejectedRequestError, ConnectError, ConnectorNotFoundError, ...
   */
  connect(connectorId: string, options?: { chain?: ChainNamespace | undefined }): Promise<void>
  disconnect(): Promise<void>
  /**
   * Starts a WalletConnect pairing (state.walletConnect goes loading -> ready with the URI) or reuses a
   * still-valid pending one; resolves once the wallet approved and the connection is applied (routes to
   * Account like connect()). The pairing URI expires after 4 minutes (§4, §9): a fresh URI replaces it
   * automatically while the pairing is still wanted. Rejects with UserRejectedRequestError when the
   * wallet declines (state 'declined'), ConnectError when the relay cannot be reached (state 'error').
   * `walletId` is the directory wallet the view opened the pairing for, kept in the state.
   */
  connectWalletConnect(options?: { walletId?: string | undefined }): Promise<void>
  /** Abandons a pending pairing (the view closed or went back): state back to 'idle'. No-op when nothing is pending. */
  cancelWalletConnect(): void
  /**
   * Loads the WalletConnect code (about 140 KiB gzip) ahead of a pairing, e.g. when the visitor points at a
   * WalletConnect entry, so the QR code follows the click sooner. Opens no connection and changes no state.
   * No-op when WalletConnect is off.
   *
   * @example
   * <button onPointerEnter={() => foyer.preloadWalletConnect()} onClick={() => foyer.connectWalletConnect()}>WalletConnect</button>
   */
  preloadWalletConnect(): void
  /** The embedded wallet: email login and email update through the secure site's frame (§4). */
  readonly embeddedWallet: EmbeddedWalletActions
  /** Sign in with a wallet: Sign and Cancel of SIWXSignMessage, and sign-out; progress in `state.siwx`. */
  readonly siwx: SiwxActions
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Refresh the connected account's native balance and profile. */
  refreshAccount(): Promise<void>

  /**
   * Shows the app's own text in the modal's snackbar, as given (state holds `{ id: 'text', params: { text } }`);
   * the texts core shows itself are ids the modal translates.
   */
  showSnackbar(variant: SnackbarVariant, message: string): Promise<void>
  hideSnackbar(): void
  closeAlert(): void

  /**
   * Ends the instance, for tests, hot reload or an app tearing down: stops listening to the adapters,
   * ends the WalletConnect pairing, the embedded wallet and sign-in, aborts the service requests on
   * their way, clears its timers and caches, and freezes its state: getState() keeps returning the last
   * state and subscribers are not called again. There is no way back. Later calls do nothing: they
   * change no state, send no request and reach no wallet. connect, switchNetwork, disconnect and the
   * calls that return a service's answer (fetchWallets, getWallet) reject with an AbortError ('This
   * Foyer instance was destroyed'); the others settle as they do after a failure (fetchBalances and the
   * form actions resolve, fetchIdentity resolves no name).
   */
  destroy(): void

  /** Settles once start-up reconnection is over (at once when nothing was stored). Never rejects. */
  readonly ready: Promise<void>
  /** Feeds the featured, recommended and custom groups (the wallet-directory issue calls it). */
  setWalletDirectory(groups: Partial<WalletDirectoryGroups>): void

  /**
   * Loads the Connect view's featured and recommended wallets from the directory again (the first
   * open loads them once), e.g. for a Retry after `walletDirectoryStatus.error`. Never rejects on
   * HTTP errors; does nothing without a projectId.
   */
  loadWalletDirectory(): Promise<void>
  /**
   * One page of the wallet directory (`GET /getWallets` on options.apiUrl). Throws InvalidOptionError,
   * HttpRequestError ('HTTP status code: {n}'; a 401/403 also shows its §8 alert) or InvalidResponseError.
   */
  fetchWallets(parameters?: FetchWalletsParameters): Promise<WalletsPage>
  /** Loads the next AllWallets page (40, §9) into `state.allWallets`; failures land in `allWallets.error`. */
  loadMoreWallets(): Promise<void>
  /** Searches the directory by name into `state.allWallets.search`; '' clears it. Never rejects on HTTP errors. */
  searchWallets(query: string): Promise<void>
  /** A directory wallet by id, from memory or fetched; undefined when unknown. */
  getWallet(walletId: string): Promise<Wallet | undefined>

  /**
   * Loads the account's token balances on `caipNetworkId` (blockchainApiUrl) into `state.balances`:
   * 0-decimals tokens left out, answers reused for 30 s, no retry sooner than 30 s after a failure.
   * Failures land in `balances.error`; rejects with InvalidOptionError for bad parameters only.
   */
  fetchBalances(
    address: string,
    caipNetworkId: string,
    options?: { force?: boolean | undefined },
  ): Promise<void>
  /**
   * Loads the account's name and avatar (blockchain API `GET /v1/identity/{address}`, falling back to
   * the adapter's name service) onto the account's profileName / profileImage; kept 5 minutes (§9).
   * The Account view calls it when it opens. Rejects with InvalidOptionError for bad parameters only.
   */
  fetchIdentity(
    address: string,
    caipNetworkId: string,
  ): Promise<{ name: string | null; avatar: string | null }>
  /** The Send form's actions; the form itself is `state.send` (§3). The modal shows Send when features.send. */
  readonly send: SendActions
  /** Account names: RegisterAccountName's suggestions and registration; the form is `state.names`. */
  readonly names: NameActions
  /**
   * Loads a page of the account's transactions on `caipNetworkId` into `state.history`; pass
   * `state.history.next` as `cursor` to append the next page. Spam-only transactions are hidden.
   * Failures land in `history.error`; rejects with InvalidOptionError for bad parameters only.
   */
  fetchHistory(address: string, caipNetworkId: string, cursor?: string): Promise<void>
}
