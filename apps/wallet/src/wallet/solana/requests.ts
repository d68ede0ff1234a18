import type { SignClientTypes } from '@walletconnect/types'
import { z } from 'zod'
import { InvalidParamsError, UnsupportedMethodError } from '../errors.js'
import { parseParams } from '../parseParams.js'
import { readableText } from '../text.js'
import { base58Decode, base64Decode } from './base58.js'
import { parseWireTransaction, type WireTransaction } from './wire.js'

/** WalletConnect's Solana methods the wallet answers, in the order it offers them. */
export const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

interface SolanaRequestBase {
  id: number
  topic: string
  /** The network the dApp sent it for (`solana:<genesis prefix>`). */
  chainId: string
  /** The signing account. */
  address: string
}

/** A Solana dApp request the wallet understands, by method. */
export type SolanaRequest =
  | (SolanaRequestBase & {
      method: 'solana_signMessage'
      message: Uint8Array
      /** The message as text when it is valid UTF-8, for display. */
      text: string | undefined
    })
  | (SolanaRequestBase & { method: 'solana_signTransaction'; transaction: WireTransaction })
  | (SolanaRequestBase & { method: 'solana_signAllTransactions'; transactions: WireTransaction[] })
  | (SolanaRequestBase & {
      method: 'solana_signAndSendTransaction'
      transaction: WireTransaction
      sendOptions: SendOptions
    })

const pubkey = z.string().optional()
const messageParams = z.object({ message: z.string(), pubkey })
const transactionParams = z.object({ transaction: z.string().min(1), pubkey })
const allParams = z.object({ transactions: z.array(z.string().min(1)).min(1) })
const sendParams = transactionParams.extend({
  sendOptions: z
    .object({
      skipPreflight: z.boolean().optional(),
      preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
      maxRetries: z.number().int().nonnegative().optional(),
      minContextSlot: z.number().int().nonnegative().optional(),
    })
    .optional(),
})

/** web3.js SendOptions, as `solana_signAndSendTransaction` carries them. */
type SendOptions = NonNullable<z.infer<typeof sendParams>['sendOptions']>

/** A transaction this account must sign. */
function ownTransaction(base64: string, address: string): WireTransaction {
  const transaction = parseWireTransaction(base64Decode(base64))
  if (!transaction.signers.includes(address))
    throw new InvalidParamsError('The transaction does not need this account’s signature')
  return transaction
}

/**
 * Turns a WalletConnect session_request on a `solana:` chain into a {@link SolanaRequest}.
 * @throws UnsupportedMethodError for other methods; InvalidParamsError for bad parameters, a `pubkey`
 * that is not the wallet's, or a transaction this account does not sign.
 */
export function parseSolanaRequest(
  event: Pick<SignClientTypes.EventArguments['session_request'], 'id' | 'topic' | 'params'>,
  address: string,
): SolanaRequest {
  const { method, params } = event.params.request
  const base = { id: event.id, topic: event.topic, chainId: event.params.chainId, address }
  const own = (key: string | undefined) => {
    if (key !== undefined && key !== address)
      throw new InvalidParamsError('The request is for another account', { details: key })
  }
  switch (method) {
    case 'solana_signMessage': {
      const parsed = parseParams(messageParams, params, method)
      own(parsed.pubkey)
      const message = base58Decode(parsed.message)
      return { ...base, method, message, text: readableText(message) }
    }
    case 'solana_signTransaction': {
      const parsed = parseParams(transactionParams, params, method)
      own(parsed.pubkey)
      return { ...base, method, transaction: ownTransaction(parsed.transaction, address) }
    }
    case 'solana_signAllTransactions': {
      const parsed = parseParams(allParams, params, method)
      return { ...base, method, transactions: parsed.transactions.map((t) => ownTransaction(t, address)) }
    }
    case 'solana_signAndSendTransaction': {
      const parsed = parseParams(sendParams, params, method)
      own(parsed.pubkey)
      const transaction = ownTransaction(parsed.transaction, address)
      return { ...base, method, transaction, sendOptions: parsed.sendOptions ?? {} }
    }
    default:
      throw new UnsupportedMethodError(method)
  }
}
