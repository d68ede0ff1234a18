import type { FoyerMessage } from '../messages/types.js'
import type { TokenBalance } from '../types/portfolio.js'

declare module '../store/types.js' {
  interface FoyerState {
    /** The Send views' form; see `foyer.send` (registered by it: send/actions.ts). */
    send: SendState
  }
}

/** Where a send stands: editing the form, waiting for the wallet and the chain, done, or failed. */
export type SendStatus = 'idle' | 'pending' | 'success' | 'error'

/** The network fee of the send, in the native currency and in USD. */
export interface SendGasEstimate {
  /** Fee in whole native units, a decimal string ('0.000042'). */
  fee: string
  symbol: string
  /** Fee in USD; undefined when the native currency's price is unknown. */
  usd: number | undefined
}

/** The Send state, plus what the Send views show while the visitor fills it in. Unset fields are absent. */
export interface SendState {
  /** The holding to send, from `state.balances`. */
  token?: TokenBalance | undefined
  /** The amount as typed, in whole token units ('1.5'). */
  sendTokenAmount: string
  /** The receiver as typed: an EVM address or a name such as `alice.eth`. */
  receiverAddress: string
  /** The address the receiver resolved to; undefined while unknown or invalid. */
  resolvedReceiverAddress?: string | undefined
  receiverProfileName?: string | null | undefined
  receiverProfileImage?: string | null | undefined
  /** A name lookup is under way. */
  resolving: boolean
  /** The validation message for what is missing or wrong (`sendTokenRequired`: 'A token is required', ...); undefined when ready. */
  inputError: FoyerMessage | undefined
  gas?: SendGasEstimate | undefined
  estimating: boolean
  status: SendStatus
  /** After a failed send: the wallet's error, or 'Transaction error' (`transactionError`). */
  error?: FoyerMessage | undefined
  /** Hash of the sent transaction. */
  hash?: string | undefined
  /**
   * Transactions sent from the modal, newest first (at most 20), kept across resets: the history
   * service names a token transfer's contract, not its receiver, so Activity shows the receiver from here.
   */
  sent: readonly SentTransaction[]
}

/** A transaction the Send views sent: its hash and who received it. */
export interface SentTransaction {
  hash: string
  to: string
  /** The receiver's name (ENS) when it had one. */
  name?: string | null | undefined
}

/** What the optional adapter methods `estimateSend` and `sendTokens` take. */
export interface SendTokensParameters {
  from: string
  to: string
  /** In the token's smallest unit. */
  amount: bigint
  /** Contract address of an ERC-20 style token; undefined for the native currency. */
  token?: string | undefined
}
