import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { SolanaRequestError } from '../errors/errors.js'

/**
 * What signs for the adapter's connected account, whichever kind of wallet holds it: a wallet-standard
 * wallet on the page (its `solana:*` features) or a wallet over a WalletConnect session (`solana_*`
 * requests). Balances, estimates and transfers run the same code over either. Errors are the wallet's
 * own; the actions map them (mapWalletError).
 */
export interface SolanaSigner {
  /** The signing account's address (base58). */
  readonly address: string
  /** Signs `message`; resolves the ed25519 signature in base58. */
  signMessage(message: Uint8Array): Promise<string>
  /** Signs wire transactions in one request; resolves them signed, as wire bytes, in the same order. */
  signTransactions(transactions: readonly Uint8Array[]): Promise<Uint8Array[]>
  /**
   * Signs and sends a wire transaction; resolves its signature (its id) in base58 once sent, or once
   * `options.commitment` is reached. Absent when the wallet only signs: the adapter then sends itself.
   */
  readonly signAndSendTransaction?:
    | ((transaction: Uint8Array, options: SolanaSignAndSendTransactionOptions) => Promise<string>)
    | undefined
}

/** The wallet lacks a capability: 'The wallet cannot sign messages' or '... sign transactions'. */
export const cannot = (what: 'sign messages' | 'sign transactions') =>
  new SolanaRequestError(`The wallet cannot ${what}`, {
    messageId:
      what === 'sign messages' ? 'errorWalletCannotSignMessages' : 'errorWalletCannotSignTransactions',
  })
