import type { FoyerMessage } from '../messages/types.js'

declare module '../store/types.js' {
  interface FoyerState {
    /** The Tokens tab: the connected account's balances on the connected chain (fetchBalances). */
    balances: BalancesState
    /** The Activity tab: the connected account's transactions on the connected chain (fetchHistory). */
    history: HistoryState
  }
}

/** One holding of the connected account. `address` is absent for the native currency. */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 id of the chain, e.g. `eip155:1`. */
  chainId: string
  /** CAIP-10 id of the token contract. */
  address?: string | undefined
  /** Value of the holding in USD. */
  value: number
  /** USD price of one unit. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export type TransferDirection = 'in' | 'out' | 'self'

/** One movement of value inside a transaction, seen from the account. */
export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } } | undefined
  nft_info?: { name: string; preview: { url: string }; flags: { is_spam: boolean } } | undefined
  direction: TransferDirection
  /** The transfer's own parties, when the service sends them (a token transfer's tx `to` is the contract). */
  sender?: string | undefined
  recipient?: string | undefined
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
}

/** One item of the transaction history. */
export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: string
    hash: string
    /** ISO 8601 time of the block. */
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    /** CAIP-2 id of the chain. */
    chain: string
  }
  transfers: readonly HistoryTransfer[]
}

/** The Tokens tab's data: the connected account's balances on the connected chain. */
export interface BalancesState {
  /** Holdings with decimals, on the connected chain. */
  items: readonly TokenBalance[]
  loading: boolean
  /** The user-facing text of the last failure, by id (`errorHttpStatus`); the view shows 'Token Balance Unavailable'. */
  error: FoyerMessage | undefined
  /** When the items were fetched (ms since epoch); undefined before the first answer. */
  fetchedAt: number | undefined
  /**
   * Holdings of the last answer left out because they could not be read (a newer or faulty service); the
   * others show. Absent when none.
   */
  dropped?: number | undefined
  /**
   * Symbols of held tokens left out for having 0 decimals, so a view can say why a token Activity
   * shows is not listed. Absent before an answer or after a failure.
   */
  hidden?: readonly string[] | undefined
  /** CAIP-10 account the items belong to. */
  account: string | undefined
}

/** The Activity tab's data: the connected account's transactions on the connected chain, newest first. */
export interface HistoryState {
  items: readonly HistoryTransaction[]
  /** Cursor of the next page; undefined on the last one or before the first. */
  next: string | undefined
  loading: boolean
  /** The user-facing text of the last failure, by id; the view shows 'Failed to fetch transactions'. */
  error: FoyerMessage | undefined
  /**
   * Transactions of the loaded pages left out because they could not be read (a newer or faulty service);
   * the rest of each page shows. Absent when none.
   */
  dropped?: number | undefined
  /** CAIP-10 account the items belong to. */
  account: string | undefined
}

/** An address's name and avatar (fetchIdentity), null where it has none. */
export interface Identity {
  name: string | null
  avatar: string | null
}
