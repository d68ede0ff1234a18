import * as z from 'zod/mini'
import { listAnswer } from './listAnswer.js'

/** The operation types a service sends today; the answer's field is any string, so new ones do not break clients. */
export const OPERATION_TYPES = [
  'send',
  'receive',
  'mint',
  'burn',
  'trade',
  'approve',
  'deploy',
  'execute',
  'buy',
] as const
export type OperationType = (typeof OPERATION_TYPES)[number]

/** One movement of value inside a transaction, seen from the requested account. */
export const historyTransferSchema = z.object({
  fungible_info: z.optional(
    z.object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      preview: z.object({ url: z.string() }),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  /** Who sent and who received this transfer (a token transfer's tx goes to the token contract). */
  sender: z.optional(z.string()),
  recipient: z.optional(z.string()),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})
export type HistoryTransfer = z.infer<typeof historyTransferSchema>

/** One item of the transaction history. */
export const historyTransactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    /** One of OPERATION_TYPES today. */
    operationType: z.string(),
    hash: z.string(),
    // An ISO date: clients format it, and an invalid Date would throw while rendering.
    minedAt: z.iso.datetime({ offset: true }),
    sentFrom: z.string(),
    sentTo: z.string(),
    /** 'confirmed' or 'failed' today. */
    status: z.string(),
    nonce: z.optional(z.number()),
    /** CAIP-2 id of the chain. */
    chain: z.string(),
  }),
  transfers: z.array(historyTransferSchema),
})
export type HistoryTransaction = z.infer<typeof historyTransactionSchema>

/**
 * `GET /v1/account/{account}/history` answer: newest first; `next` is the following page's cursor, null on
 * the last. Read item by item: a transaction the client cannot read is left out (`dropped`), not the page.
 */
export const historyResponseSchema = listAnswer('data', historyTransactionSchema, {
  next: z.nullable(z.string()),
})
export type HistoryResponse = z.infer<typeof historyResponseSchema>
