import type { FoyerMessage } from '../messages/types.js'
import type { SendState } from '../send/types.js'
import type { Identity, TokenBalance } from '../types/portfolio.js'
import type { Wallet } from '../types/wallet.js'

export interface CacheEntry<T> {
  at: number
  value: T | undefined
}

/**
 * What the on-demand features keep between calls, per instance: requests on their way, answers kept
 * for a while, the number of the latest request (an older answer arriving late is dropped). Each field
 * is made on first use; destroy() drops them all. Internal.
 */
export interface InstanceCaches {
  /** refreshAccount: the native balance per `caipNetworkId:address`, with its time. */
  balances?: Map<string, CacheEntry<{ balance: string; symbol: string }>>
  /** refreshAccount: the account's name and avatar per `caipNetworkId:address`, with its time. */
  profiles?: Map<string, CacheEntry<{ name: string | null; avatar: string | null }>>
  /** fetchBalances: token balances per `caipNetworkId:address`, the answer or the failure text, with its time. */
  portfolio?: Map<
    string,
    {
      at: number
      items?: readonly TokenBalance[]
      hidden?: readonly string[]
      error?: FoyerMessage
      dropped?: number
    }
  >
  /** Directory wallets met so far (featured, recommended, looked up), by id. */
  directoryWallets?: Map<string, Wallet>
  /** fetchBalances: the request on its way per `caipNetworkId:address`, shared by concurrent calls. */
  balanceRequests?: Map<string, Promise<void>>
  /** fetchIdentity: the answer per `caipNetworkId:address`, with its time (kept 5 minutes). */
  identities?: Map<string, { at: number; value: Promise<Identity> }>
  /** loadMoreWallets: the page on its way. */
  walletsPage?: Promise<void> | undefined
  /** searchWallets: the latest search, aborted by a newer one. */
  walletSearch?: AbortController | undefined
  /** Send: the latest fee estimate's number. */
  sendEstimate?: number
  /** Send: the receiver lookup's verdict, the form's error for the receiver it was about. */
  receiverVerdict?: { receiver: string; error: NonNullable<SendState['inputError']> } | undefined
  /** Send: ends its watch of the connection (the form clears when the network or account changes). */
  unwatchSend?: () => void
  /** Swap: the latest quote's number. */
  swapQuote?: number
  /** Stops the Swap state following the account, network and balances (swap/watch.ts). */
  swapWatch?: () => void
  /** On-ramp: the latest quote's number. */
  onRampQuote?: number
  /** Pay: the current payment's number; older flows (a wallet waiting, an exchange followed) stop. */
  payTicket?: number
  /** Pay: waits for the visitor to connect, then pays from the wallet. */
  payConnectWatch?: (() => void) | undefined
}

type MapKey = 'balances' | 'profiles' | 'portfolio' | 'directoryWallets'

/** One of the instance's maps, made empty on its first use (the features a page never uses make none). */
export function cacheMap<K extends MapKey>(caches: InstanceCaches, key: K): NonNullable<InstanceCaches[K]> {
  caches[key] ??= new Map() as never
  return caches[key] as NonNullable<InstanceCaches[K]>
}
