// Loaded with import() on the first signature: @solana/kit's codecs stay out of the page load.
import type { CaipNetwork } from '@foyer/core'
import { isUnsupportedMethod } from '@foyer/core'
import {
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  getUtf8Encoder,
  type Transaction,
} from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import { SolanaRequestError } from '../errors/errors.js'
import { mapWalletError } from '../errors/mapWalletError.js'
import type { Connection } from '../internal/connection.js'
import { cannot, type SolanaSigner } from '../signers/signer.js'
import { signerOf } from '../signers/signerOf.js'
import { waitForConfirmation } from './confirm.js'
import { rpcFor } from './rpc.js'

/** A transaction to sign: kit's compiled Transaction, or its wire bytes. */
export type TransactionInput = Transaction | Uint8Array

const toWire = (transaction: TransactionInput): Uint8Array =>
  transaction instanceof Uint8Array
    ? transaction
    : new Uint8Array(getTransactionEncoder().encode(transaction))

/**
 * Signs `message` (UTF-8) with the connected wallet (`address`: another of its accounts) and returns the
 * ed25519 signature in base58.
 * @throws UserRejectedRequestError when the visitor declines; SolanaRequestError when the wallet cannot sign messages.
 */
export async function signMessage(
  connection: Connection | undefined,
  network: CaipNetwork,
  message: string,
  address?: string,
): Promise<string> {
  try {
    const signer = await signerOf(connection, network, address)
    return await signer.signMessage(getUtf8Encoder().encode(message) as Uint8Array)
  } catch (error) {
    throw mapWalletError(error, 'signatureDeclined')
  }
}

/** Signs transactions with `signer` (one request for all); resolves them as kit Transactions. */
async function signWith(
  signer: SolanaSigner,
  transactions: readonly TransactionInput[],
): Promise<Transaction[]> {
  try {
    const signed = await signer.signTransactions(transactions.map(toWire))
    const decoder = getTransactionDecoder()
    return signed.map((wire) => decoder.decode(wire))
  } catch (error) {
    throw mapWalletError(error, 'signatureDeclined')
  }
}

/**
 * Signs transactions (one request for all) and returns them signed, as kit Transactions (the wallet
 * may have changed them: a fee payer, a priority fee).
 * @throws UserRejectedRequestError when the visitor declines.
 */
export async function signTransactions(
  connection: Connection | undefined,
  network: CaipNetwork,
  transactions: readonly TransactionInput[],
): Promise<Transaction[]> {
  return signWith(await signerOf(connection, network), transactions)
}

/** Signs one transaction (signTransactions); resolves it signed. */
export async function signTransaction(
  connection: Connection | undefined,
  network: CaipNetwork,
  transaction: TransactionInput,
): Promise<Transaction> {
  const [signed] = await signTransactions(connection, network, [transaction])
  if (!signed)
    throw new SolanaRequestError('The wallet returned no transaction', {
      messageId: 'errorWalletNoTransaction',
    })
  return signed
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
    // The node refused it (preflight): kit's message is for developers, the visitor sees the user-facing text.
    throw new SolanaRequestError('Transaction error', {
      messageId: 'transactionError',
      cause: error,
      details: String(error),
    })
  }
  // As a wallet does with signAndSendTransaction's `commitment`: wait for it.
  if (commitment) await waitForConfirmation(rpc, signature, undefined, { commitment })
  return signature
}

/**
 * Has the wallet sign and send a transaction (`solana:signAndSendTransaction`, `solana_signAndSendTransaction`);
 * a wallet that only signs (or answers that it lacks the method) signs, and the adapter sends through the
 * network's RPC. Resolves the transaction's signature (its id) in base58 once sent; `options.commitment`
 * asks the wallet to wait for it.
 * @throws UserRejectedRequestError when the visitor declines; SolanaRequestError with the wallet's message.
 */
export async function signAndSendTransaction(
  connection: Connection | undefined,
  network: CaipNetwork,
  transaction: TransactionInput,
  options: SolanaSignAndSendTransactionOptions = {},
): Promise<{ signature: string }> {
  return sendWith(await signerOf(connection, network), network, transaction, options)
}

/** signAndSendTransaction with a signer at hand (the Send action's). */
export async function sendWith(
  signer: SolanaSigner,
  network: CaipNetwork,
  transaction: TransactionInput,
  options: SolanaSignAndSendTransactionOptions,
): Promise<{ signature: string }> {
  if (signer.signAndSendTransaction) {
    try {
      return { signature: await signer.signAndSendTransaction(toWire(transaction), options) }
    } catch (error) {
      // A wallet that answers it has no such method (WalletConnect's 5101, ...) signs, and the adapter sends.
      if (!isUnsupportedMethod(error)) throw mapWalletError(error, 'transactionError')
    }
  }
  const [signed] = await signWith(signer, [transaction])
  if (!signed) throw cannot('sign transactions')
  return { signature: await sendSigned(network, signed, options) }
}
