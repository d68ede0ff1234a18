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
  /**
   * The instance's state now (the store's snapshot).
   *
   * @example
   * const { open, accounts } = foyer.getState()
   */
  getState(): FoyerState
  /**
   * Calls `listener` after each state change; returns the unsubscribe.
   *
   * @example
   * const stop = foyer.subscribe((state, previous) => {
   *   if (state.open !== previous.open) console.log('modal', state.open ? 'opened' : 'closed')
   * })
   */
  subscribe(listener: (state: FoyerState, previous: FoyerState) => void): () => void

  /**
   * Open the modal on the view the opening rules pick, or on a named view.
   *
   * @example
   * foyer.open()
   * foyer.open({ view: 'Networks' })
   */
  open(options?: OpenOptions): void
  /**
   * Close; refused (with a shake) on UnsupportedChain, and on ApproveTransaction unless forced.
   *
   * @example
   * if (!foyer.close()) console.log('the modal stays open: the visitor must switch network first')
   */
  close(options?: { force?: boolean | undefined }): boolean

  /**
   * The modal's view history: push, replace, reset, goBack.
   *
   * @example
   * foyer.router.push('AllWallets')
   * foyer.router.goBack()
   */
  router: {
    push(route: Route | ViewName): void
    replace(route: Route | ViewName): void
    reset(route: Route | ViewName): void
    goBack(): void
  }

  /**
   * Whether the page runs on a phone (the isMobile option, else detected); picks deep links over QR codes.
   *
   * @example
   * const label = foyer.isMobile() ? 'Open wallet' : 'Scan with your phone'
   */
  isMobile(): boolean
  // The Connect view's method order and connector groups: connectMethodsOf(foyer), connectorGroupsOf(foyer).

  /**
   * Connect through a connector of `getState().connectors`. `chain` picks among connectors that share
   * an id across namespaces. Throws UserRejectedRequestError, ConnectError, ConnectorNotFoundError, ...
   *
   * @example
   * await foyer.connect('io.metamask')
   * await foyer.connect('app.phantom', { chain: 'solana' })
   */
  connect(connectorId: string, options?: { chain?: ChainNamespace | undefined }): Promise<void>
  /**
   * Disconnects every connected namespace (the WalletConnect session and the embedded wallet's too).
   *
   * @example
   * await foyer.disconnect()
   */
  disconnect(): Promise<void>
  /**
   * Starts a WalletConnect pairing (state.walletConnect goes loading -> ready with the URI) or reuses a
   * still-valid pending one; resolves once the wallet approved and the connection is applied (routes to
   * Account like connect()). The pairing URI expires after 4 minutes: a fresh URI replaces it
   * automatically while the pairing is still wanted. Rejects with UserRejectedRequestError when the
   * wallet declines (state 'declined'), ConnectError when the relay cannot be reached (state 'error').
   * `walletId` is the directory wallet the view opened the pairing for, kept in the state.
   *
   * @example
   * const pairing = foyer.connectWalletConnect()
   * foyer.subscribe((s) => s.walletConnect.status === 'ready' && showQrCode(s.walletConnect.uri))
   * await pairing
   */
  connectWalletConnect(options?: { walletId?: string | undefined }): Promise<void>
  /**
   * Abandons a pending pairing (the view closed or went back): state back to 'idle'. No-op when nothing is pending.
   *
   * @example
   * closeButton.onclick = () => foyer.cancelWalletConnect()
   */
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
  /**
   * Makes `network` the selected one: the connected wallet switches to it (or, disconnected, the next
   * connection starts on it). Throws ChainNotSupportedError, UserRejectedRequestError, ...
   *
   * @example
   * await foyer.switchNetwork(polygon)
   */
  switchNetwork(network: CaipNetwork): Promise<void>
  /**
   * Refresh the connected account's native balance and profile.
   *
   * @example
   * await foyer.refreshAccount()
   */
  refreshAccount(): Promise<void>

  /**
   * Shows the app's own text in the modal's snackbar, as given (state holds `{ id: 'text', params: { text } }`);
   * the texts core shows itself are ids the modal translates.
   *
   * @example
   * await foyer.showSnackbar('success', 'Order placed')
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
  /**
   * Hides the snackbar shown.
   *
   * @example
   * foyer.hideSnackbar()
   */
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
  /**
   * Closes the alert shown (`state.alert`).
   *
   * @example
   * dismissButton.onclick = () => foyer.closeAlert()
   */
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
   *
   * @example
   * afterEach(() => foyer.destroy())
   */
  destroy(): void

  /** Settles once start-up reconnection is over (at once when nothing was stored). Never rejects. */
  readonly ready: Promise<void>
  /**
   * Feeds the featured, recommended and custom groups (the wallet-directory issue calls it).
   *
   * @example
   * foyer.setWalletDirectory({ featured: [myWallet] })
   */
  setWalletDirectory(groups: Partial<WalletDirectoryGroups>): void

  /**
   * Loads the Connect view's featured and recommended wallets from the directory again (the first
   * open loads them once), e.g. for a Retry after `walletDirectoryStatus.error`. Never rejects on
   * HTTP errors; does nothing without a projectId.
   *
   * @example
   * retryButton.onclick = () => foyer.loadWalletDirectory()
   */
  loadWalletDirectory(): Promise<void>
  /**
   * One page of the wallet directory (`GET /getWallets` on options.apiUrl). Throws InvalidOptionError,
   * HttpRequestError ('HTTP status code: {n}'; a 401/403 also shows its alert) or InvalidResponseError.
   *
   * @example
   * const { data, count } = await foyer.fetchWallets({ page: 1, entries: 40 })
   */
  fetchWallets(parameters?: FetchWalletsParameters): Promise<WalletsPage>
  /**
   * Loads the next AllWallets page (40) into `state.allWallets`; failures land in `allWallets.error`.
   *
   * @example
   * onScrolledToEnd(() => foyer.loadMoreWallets())
   */
  loadMoreWallets(): Promise<void>
  /**
   * Searches the directory by name into `state.allWallets.search`; '' clears it. Never rejects on HTTP errors.
   *
   * @example
   * input.oninput = () => foyer.searchWallets(input.value)
   */
  searchWallets(query: string): Promise<void>
  /**
   * A directory wallet by id, from memory or fetched; undefined when unknown.
   *
   * @example
   * const wallet = await foyer.getWallet(walletId)
   */
  getWallet(walletId: string): Promise<Wallet | undefined>

  /**
   * Loads the account's token balances on `caipNetworkId` (blockchainApiUrl) into `state.balances`:
   * 0-decimals tokens left out, answers reused for 30 s, no retry sooner than 30 s after a failure.
   * Failures land in `balances.error`; rejects with InvalidOptionError for bad parameters only.
   *
   * @example
   * await foyer.fetchBalances(address, 'eip155:1')
   * const { items } = foyer.getState().balances
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
   *
   * @example
   * const { name, avatar } = await foyer.fetchIdentity(address, 'eip155:1')
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
   *
   * @example
   * await foyer.fetchHistory(address, 'eip155:1')
   * const { next } = foyer.getState().history
   * if (next) await foyer.fetchHistory(address, 'eip155:1', next)
   */
  fetchHistory(address: string, caipNetworkId: string, cursor?: string): Promise<void>
}
