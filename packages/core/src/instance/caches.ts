import type { Identity } from '../portfolio/fetchIdentity.js'
import type { SendState } from '../send/types.js'

/**
 * What the on-demand features keep between calls, per instance: requests on their way, answers kept
 * for a while, the number of the latest request (an older answer arriving late is dropped). Each field
 * is made on first use; destroy() drops them all. Internal.
 */
export interface InstanceCaches {
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
