// Loaded with import() on the first signature: @solana/kit's codecs stay out of the page load.
import type { CaipNetwork } from '@foyer/core'
import {
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  getUtf8Encoder,
  type Transaction,
} from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { SolanaRequestError } from '../errors/errors.js'
import { mapWalletError } from '../errors/mapWalletError.js'
import { waitForConfirmation } from './confirm.js'
import { rpcFor } from './rpc.js'
import type { WalletSession } from './session.js'

/** A transaction to sign: kit's compiled Transaction, or its wire bytes. */
export type TransactionInput = Transaction | Uint8Array

const toWire = (transaction: TransactionInput): Uint8Array =>
  transaction instanceof Uint8Array
    ? transaction
    : new Uint8Array(getTransactionEncoder().encode(transaction))

const cannot = (what: string) => new SolanaRequestError(`The wallet cannot ${what}`)

/**
 * Signs `message` (UTF-8) with `solana:signMessage` and returns the ed25519 signature in base58.
 * @throws UserRejectedRequestError when the visitor declines; SolanaRequestError when the wallet cannot sign messages.
 */
export async function signMessage(session: WalletSession, message: string): Promise<string> {
  const feature = session.wallet.features['solana:signMessage']
  if (!feature) throw cannot('sign messages')
  try {
    const [output] = await feature.signMessage({
      account: session.account,
      message: getUtf8Encoder().encode(message) as Uint8Array,
    })
    if (!output) throw new Error('The wallet returned no signature')
    return getBase58Decoder().decode(output.signature)
  } catch (error) {
    throw mapWalletError(error, 'Signature declined')
  }
}

/**
 * Signs transactions with `solana:signTransaction` (one request for all) and returns them signed, as
 * kit Transactions (the wallet may have changed them: a fee payer, a priority fee).
 * @throws UserRejectedRequestError when the visitor declines.
 */
export async function signTransactions(
  session: WalletSession,
  transactions: readonly TransactionInput[],
): Promise<Transaction[]> {
  const feature = session.wallet.features['solana:signTransaction']
  if (!feature) throw cannot('sign transactions')
  try {
    const outputs = await feature.signTransaction(
      ...transactions.map((transaction) => ({
        account: session.account,
        transaction: toWire(transaction),
        chain: session.chain,
      })),
    )
    const decoder = getTransactionDecoder()
    return outputs.map((output) => decoder.decode(output.signedTransaction))
  } catch (error) {
    throw mapWalletError(error, 'Signature declined')
  }
}

/** Sends a transaction the wallet signed through the network's RPC; resolves its signature. */
async function sendSigned(
  network: CaipNetwork,
  signed: Transaction,
  options: SolanaSignAndSendTransactionOptions,
): Promise<string> {
  const { commitment, preflightCommitment, skipPreflight, maxRetries, minContextSlot } = options
  const rpc = rpcFor(network)
  let signature: string
  try {
    signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(signed), {
        encoding: 'base64',
        ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
        ...(skipPreflight === undefined ? {} : { skipPreflight }),
        ...(maxRetries === undefined ? {} : { maxRetries: BigInt(maxRetries) }),
        ...(minContextSlot === undefined ? {} : { minContextSlot: BigInt(minContextSlot) }),
      })
      .send()
  } catch (error) {
    // The node refused it (preflight): kit's message is for developers, the visitor sees §8's text.
    throw new SolanaRequestError('Transaction error', { cause: error, details: String(error) })
  }
  // As a wallet does with signAndSendTransaction's `commitment`: wait for it.
  if (commitment) await waitForConfirmation(rpc, signature, undefined, { commitment })
  return signature
}

/**
 * Has the wallet sign and send a transaction (`solana:signAndSendTransaction`); a wallet with only
 * `solana:signTransaction` signs, and the adapter sends through the network's RPC. Resolves the
 * transaction's signature (its id) in base58 once sent; `options.commitment` asks the wallet to wait for it.
 * @throws UserRejectedRequestError when the visitor declines; SolanaRequestError with the wallet's message.
 */
export async function signAndSendTransaction(
  session: WalletSession,
  network: CaipNetwork,
  transaction: TransactionInput,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<{ signature: string }> {
  const feature = session.wallet.features['solana:signAndSendTransaction']
  if (!feature) {
    const [signed] = await signTransactions(session, [transaction])
    if (!signed) throw cannot('sign transactions')
    return { signature: await sendSigned(network, signed, options) }
  }
  try {
    const [output] = await feature.signAndSendTransaction({
      account: session.account,
      transaction: toWire(transaction),
      chain: session.chain,
      options,
    })
    if (!output) throw new Error('The wallet returned no signature')
    return { signature: getBase58Decoder().decode(output.signature) }
  } catch (error) {
    throw mapWalletError(error, 'Transaction error')
  }
}
