import type { WalletAccount, WalletAccountType } from '../adapter/types.js'
import type { FoyerMessage } from '../messages/types.js'
import type { Route, RouterState, ViewName } from '../router/types.js'
import type { Connector, WalletInfo } from '../types/connector.js'
import type { CaipAddress, CaipNetwork, ChainNamespace } from '../types/network.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** Account state of one chain namespace. */
export interface AccountState {
  status: ConnectionStatus
  address?: string
  caipAddress?: CaipAddress
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  connectorId?: string
  connectedWalletInfo?: WalletInfo
  /** The type of `address` (defaults: payment for bip122, eoa for the others; the embedded wallet's own). */
  accountType?: WalletAccountType
  /** Every address the wallet shared in this namespace, `address` first. */
  walletAccounts?: readonly WalletAccount[]
  /** True when the namespace has no balances to read (its adapter has no getBalance: polkadot, cosmos). */
  balancesUnavailable?: boolean
}

export type SnackbarVariant = 'loading' | 'success' | 'error'
export interface Snackbar {
  /** Distinct per message so the UI can replay its enter animation. */
  id: number
  variant: SnackbarVariant
  /** The text by id (`{ id: 'transactionSent', params: { hash } }`); an app's own text is `{ id: 'text' }`. */
  message: FoyerMessage
}

/** The service alerts. */
export type AlertId =
  | 'NetworkNotFound'
  | 'InvalidAppConfiguration'
  | 'NetworkError'
  | 'EmbeddedWalletRequestTimedOut'
  | 'SessionExpired'
  | 'InvalidProjectId'
  | 'ProjectIdNotConfigured'
  | 'IframeLoadFailed'
  | 'IframeRequestTimeout'
  | 'UnverifiedDomain'

/** One of the service alerts; its title and text are ids (`alertSessionExpiredTitle`, `alertSessionExpired`). */
export interface Alert {
  id: AlertId
  title: FoyerMessage
  message: FoyerMessage
  variant: 'error' | 'warning' | 'info'
}

/**
 * The kernel's part of FoyerState: the modal, its router, the network, the accounts and connectors,
 * the snackbar and the alert. Everything else is a feature's slice (FoyerState, below).
 */
export interface KernelState {
  open: boolean
  /** A modal-wide busy flag (connecting, switching). */
  loading: boolean
  /** Set for 500 ms when a close was refused; the modal shakes while it is true. */
  shake: boolean
  router: RouterState
  /** The active namespace: the one of the selected network. */
  activeNamespace: ChainNamespace
  /** The selected network; an unsupported-network placeholder when the wallet is elsewhere. */
  caipNetwork: CaipNetwork | undefined
  accounts: Partial<Record<ChainNamespace, AccountState>>
  connectors: readonly Connector[]
  /** Wallet ids or connector ids, most recent first, at most 2. */
  recentWalletIds: readonly string[]
  /** Per-connector error of the ConnectingExternal view (the failure's text, by id), cleared on retry. */
  connectionError: { connectorId: string; message: FoyerMessage } | undefined
  snackbar: Snackbar | undefined
  alert: Alert | undefined
}

/**
 * Everything the UI renders from. Read it with `foyer.getState()` / `foyer.subscribe()`. The kernel's
 * part (KernelState) is declared here; each feature declares its own slice beside its types, by
 * declaration merging (`declare module '../store/types.js' { interface FoyerState { … } }`), and
 * registers it when it is set up or first used (store/slices.ts).
 */
export interface FoyerState extends KernelState {}

/** Directory-fed connector groups; a later issue fills them from the wallet registry. */
export interface WalletDirectoryGroups {
  featured: readonly Connector[]
  recommended: readonly Connector[]
  custom: readonly Connector[]
  /** How many wallets the directory lists for this app (after its include/exclude lists), once known. */
  count?: number | undefined
}

/** What `open()` takes: a view name, optionally with its route data. */
/**
 * What open() shows: a view by name, a full route, or `{ connect: true }`: where the visitor connects a
 * wallet (Connect; in basic mode the WalletConnect view, AllWallets on phones), even while another
 * namespace is connected (a Connect button's click). Nothing: the opening rules' choice.
 */
export type OpenOptions = { view?: ViewName | undefined } | { route: Route } | { connect: true }

export type { Route, RouterState, ViewName }
