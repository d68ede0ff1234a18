import type { FoyerMessage } from '../messages/types.js'
import type { WalletDirectoryGroups } from '../store/types.js'

declare module '../store/types.js' {
  interface FoyerState {
    /** Wallets from the wallet directory for the featured, recommended and custom groups; empty until fed. */
    walletDirectory: WalletDirectoryGroups
    /**
     * Loading the featured and recommended groups (first open, or `loadWalletDirectory()`): `error`
     * is the failure's text by id (`errorServiceTimeout`, `errorHttpStatus`: 'HTTP status code: 500', ...), so
     * the Connect view can say the directory failed instead of the groups vanishing silently.
     */
    walletDirectoryStatus: { loading: boolean; error: FoyerMessage | undefined }
    /** The AllWallets view's directory pages and search; empty until the view asks (loadMoreWallets). */
    allWallets: AllWalletsState
  }
}

/**
 * A wallet of the wallet directory, in the directory's wire format. `installed` is Foyer's own:
 * true when an announced (EIP-6963) wallet of the page has the same rdns.
 */
export interface Wallet {
  id: string
  name: string
  homepage?: string | null | undefined
  image_id?: string | null | undefined
  image_url?: string | null | undefined
  order?: number | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  app_store?: string | null | undefined
  play_store?: string | null | undefined
  rdns?: string | null | undefined
  chains?: readonly string[] | undefined
  installed?: boolean
}

/** One `GET /getWallets` answer: `count` is the total before paging. */
export interface WalletsPage {
  count: number
  data: readonly Wallet[]
}

/** What `fetchWallets` takes; ids are directory ids (64 hex characters). */
export interface FetchWalletsParameters {
  /** 1-based; default 1. */
  page?: number | undefined
  /** Page size, 1-100; default 40. */
  entries?: number | undefined
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 chain ids; wallets supporting any of them. */
  chains?: readonly string[] | undefined
}

/** State of the AllWallets view: the directory pages loaded so far, and the current search. */
export interface AllWalletsState {
  /** Wallets of the pages loaded so far, in directory order, each once. */
  wallets: readonly Wallet[]
  /** Total the directory reports; undefined until the first page arrived. */
  count: number | undefined
  /** Pages loaded so far. */
  page: number
  loading: boolean
  /** The user-facing text of the last failed page load (`errorHttpStatus`, 'HTTP status code: 500'), cleared on the next try. */
  error: FoyerMessage | undefined
  search: {
    /** The trimmed query the results belong to; '' when not searching. */
    query: string
    wallets: readonly Wallet[]
    loading: boolean
    error: FoyerMessage | undefined
  }
}
