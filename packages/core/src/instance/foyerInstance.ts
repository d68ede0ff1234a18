import type { FoyerAnalyticsEvent } from '../analytics/types.js'
import type { EmbeddedWalletActions } from '../embeddedWallet/controller.js'
import type { NameActions } from '../names/actions.js'
import type { Route, ViewName } from '../router/types.js'
import type { SendActions } from '../send/actions.js'
import type { SiwxActions } from '../siwx/controller.js'
import type { FoyerState, OpenOptions, SnackbarVariant, WalletDirectoryGroups } from '../store/types.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { FetchWalletsParameters, Wallet, WalletsPage } from '../types/wallet.js'
import type { ResolvedOptions } from './resolvedOptions.js'

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
   * Account like connect()). The pairing URI expires after 4 minutes: a fresh URI replaces it
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
  /** The embedded wallet: email login and email update through the secure site's frame. */
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
  /**
   * Records an analytics event the state cannot show (the modal's email field took focus), sent like the
   * ones core reads from the state: after the visitor's first action, batched, to apiUrl's `/e`, when
   * `features.analytics` is on and the project collects events. Does nothing otherwise.
   *
   * @example
   * <input type="email" onFocus={() => foyer.track({ event: 'EMAIL_LOGIN_SELECTED' })} />
   */
  track(event: FoyerAnalyticsEvent): void
  hideSnackbar(): void
  /**
   * Stops the shown snackbar's clock while the visitor points at or focuses it (`true`); `false` gives it
   * its whole time again. The modal calls it; an app drawing its own snackbar does the same.
   *
   * @example
   * element.onmouseenter = () => foyer.holdSnackbar(true)
   * element.onmouseleave = () => foyer.holdSnackbar(false)
   */
  holdSnackbar(held: boolean): void
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
   * HttpRequestError ('HTTP status code: {n}'; a 401/403 also shows its alert) or InvalidResponseError.
   */
  fetchWallets(parameters?: FetchWalletsParameters): Promise<WalletsPage>
  /** Loads the next AllWallets page (40) into `state.allWallets`; failures land in `allWallets.error`. */
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
   * the adapter's name service) onto the account's profileName / profileImage; kept 5 minutes.
   * The Account view calls it when it opens. Rejects with InvalidOptionError for bad parameters only.
   */
  fetchIdentity(
    address: string,
    caipNetworkId: string,
  ): Promise<{ name: string | null; avatar: string | null }>
  /** The Send form's actions; the form itself is `state.send`. The modal shows Send when features.send. */
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
