// The SolanaAdapter's Send methods load this module with import() on first use: address checks, the
// System and Token program clients and transaction building stay out of the page load.
import { BaseError, type CaipNetwork, v } from '@foyer/core'
import {
  getBase64Decoder,
  isAddress as isSolanaAddress,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { SolanaRequestError } from '../errors/errors.js'
import type { Connection } from '../internal/connection.js'
import { parseParameters } from '../internal/schemas.js'
import { signerOf } from '../signers/signerOf.js'
import { waitForConfirmation } from './confirm.js'
import { rpcFor, type SolanaRpc } from './rpc.js'
import { sendWith } from './sign.js'
import { type PreparedTransfer, prepareTransfer, type TransferParameters } from './transfer.js'
import { formatUnits } from './units.js'

// Node and codec failures: their messages are for developers (details); the visitor sees the user-facing text.
const toTransactionError = (error: unknown) =>
  error instanceof BaseError
    ? error
    : new SolanaRequestError('Transaction error', {
        messageId: 'transactionError',
        cause: error,
        details: String(error),
      })

/** The fee Solana charges per signature, in lamports, when the node cannot price a message. */
export const lamportsPerSignature = 5000n

/** The address shape (32-44 base58 characters) and a base58 decoding to exactly 32 bytes. */
export const isAddress = (value: unknown): boolean => typeof value === 'string' && isSolanaAddress(value)

const checkedAddress = v.string().check((value, add) => {
  if (!isAddress(value))
    add({ code: 'custom', message: 'must be 32-44 base58 characters that decode to 32 bytes' })
})

const transferSchema = v.object({
  from: checkedAddress,
  to: checkedAddress,
  amount: v.bigint().check((value, add) => {
    if (value < 0n) add({ code: 'too_small', message: 'must not be negative' })
    if (value >= 2n ** 64n) add({ code: 'too_big', message: 'must fit in 64 bits' })
  }),
  token: v.optional(checkedAddress),
})

/** The network fee of a prepared transfer: the node's price of its message, else 5000 lamports a signature. */
async function feeOf(rpc: SolanaRpc, prepared: PreparedTransfer): Promise<bigint> {
  const message = getBase64Decoder().decode(
    prepared.transaction.messageBytes,
  ) as TransactionMessageBytesBase64
  const { value } = await rpc.getFeeForMessage(message, { commitment: 'confirmed' }).send()
  return value ?? lamportsPerSignature * BigInt(Object.keys(prepared.transaction.signatures).length)
}

/**
 * What a transfer costs in lamports besides the amount: the network fee, plus the rent of the receiver's
 * token account when the send must create it.
 * @throws InvalidParameterError for invalid addresses or amount; SolanaRequestError when the node fails.
 */
export async function estimateSend(
  network: CaipNetwork,
  parameters: TransferParameters,
): Promise<{ fee: bigint }> {
  const transfer = parseParameters(transferSchema, parameters)
  try {
    const rpc = rpcFor(network)
    const prepared = await prepareTransfer(rpc, transfer)
    return { fee: (await feeOf(rpc, prepared)) + prepared.rent }
  } catch (error) {
    throw toTransactionError(error)
  }
}

/**
 * A SOL to an account that does not exist yet must leave it rent-exempt: the chain refuses less, after
 * the visitor approved. Says so before asking the wallet.
 */
async function checkRentForNewAccount(rpc: SolanaRpc, transfer: TransferParameters): Promise<void> {
  if (transfer.token || transfer.amount === 0n) return
  const { value: balance } = await rpc
    .getBalance(transfer.to as Parameters<SolanaRpc['getBalance']>[0])
    .send()
  if (balance > 0n) return
  const minimum = await rpc.getMinimumBalanceForRentExemption(0n).send()
  if (transfer.amount < minimum)
    throw new SolanaRequestError(`The receiver's new account needs at least ${formatUnits(minimum, 9)} SOL`, {
      messageId: 'errorRentExemptMinimum',
      messageParams: { amount: formatUnits(minimum, 9) },
    })
}

/**
 * Builds the transfer, has the wallet sign and send it (a wallet-standard wallet or one over
 * WalletConnect: the signer), and resolves its signature once the chain confirmed it.
 * @throws UserRejectedRequestError ('User rejected the request.') when the visitor declines;
 * SolanaRequestError with the wallet's short message, or 'Transaction error' when it failed on chain.
 */
export async function sendTokens(
  connection: Connection | undefined,
  network: CaipNetwork,
  parameters: TransferParameters,
): Promise<{ hash: string }> {
  const signer = await signerOf(connection, network)
  const transfer = parseParameters(transferSchema, parameters)
  if (transfer.from !== signer.address)
    throw new SolanaRequestError('Transaction error', {
      messageId: 'transactionError',
      details: `${transfer.from} is not the connected account ${signer.address}`,
    })
  const rpc = rpcFor(network)
  let prepared: PreparedTransfer
  try {
    await checkRentForNewAccount(rpc, transfer)
    prepared = await prepareTransfer(rpc, transfer)
  } catch (error) {
    throw toTransactionError(error)
  }
  const { signature } = await sendWith(signer, network, prepared.transaction, {
    preflightCommitment: 'confirmed',
  })
  await waitForConfirmation(rpc, signature, prepared.lastValidBlockHeight).catch((error: unknown) => {
    throw toTransactionError(error)
  })
  return { hash: signature }
}
