/** Business constants (limits, timeouts, cache times, page sizes), in one place so the UI and tests agree on them. */

/** How long the modal shakes after a refused close. */
export const SHAKE_DURATION_MS = 500
/** Pause between hiding one snackbar and showing the next. */
export const SNACKBAR_SWAP_DELAY_MS = 150
/**
 * How long success and error snackbars stay (long enough to read a sentence twice); the time stops while
 * the pointer or focus is on one. Loading ones stay until replaced or hidden.
 */
export const SNACKBAR_AUTO_HIDE_MS = 5000
/** Recent wallets remembered. */
export const MAX_RECENT_WALLETS = 2
/** Native balance cache, also the retry guard after a failure. */
export const BALANCE_CACHE_MS = 30_000
/** ENS and identity cache. */
export const PROFILE_CACHE_MS = 5 * 60_000
/** Name the unsupported-network placeholder carries. */
export const UNSUPPORTED_NETWORK_NAME = 'Unknown Network'
/** Wallets per AllWallets page. */
export const WALLETS_PAGE_SIZE = 40
/** Featured and recommended wallets shown at most. */
export const MAX_DIRECTORY_GROUP_WALLETS = 4
/** Wallets a search returns at most. */
export const MAX_SEARCH_RESULTS = 100
/** The `st` query value of service calls. */
export const SDK_TYPE = 'foyer'
/** The `sv` query value of service calls: this package's version. */
export const SDK_VERSION = '0.1.0'
/** How long a WalletConnect pairing URI stays valid before a fresh one replaces it. */
export const WALLET_CONNECT_URI_EXPIRY_MS = 4 * 60_000
/** Id of core's WalletConnect connector, also the connectorId of a connection made through it. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
/**
 * How long a service request may take before it is given up (the RPC client's default timeout),
 * so a hung service shows a message and a retry instead of a spinner forever.
 */
export const REQUEST_TIMEOUT_MS = 10_000
/** Id of the embedded wallet's connector (the hosted kit's `ID_AUTH`), also its connections' connectorId. */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'ID_AUTH'
/** Email login may not start again within this time. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** A disallowed RPC method's error shows this long after the modal opened for it. */
export const DISALLOWED_RPC_ERROR_DELAY_MS = 300
