import * as z from 'zod/mini'

// Pay with an exchange: the three JSON-RPC methods of the blockchain API (`POST /v1/json-rpc`) the hosted
// kit's Pay calls. Answers are read leniently, like every answer of this package.

/** One exchange the visitor can pay from. */
export const exchangeSchema = z.object({ id: z.string(), name: z.string(), imageUrl: z.string() })
export type Exchange = z.infer<typeof exchangeSchema>

/** `reown_getExchanges` result: a page of exchanges and how many there are in all. */
export const exchangesResultSchema = z.object({ exchanges: z.array(exchangeSchema), total: z.number() })
export type ExchangesResult = z.infer<typeof exchangesResultSchema>

/** `reown_getExchangePayUrl` result: the exchange's checkout page and the session to follow. */
export const exchangePayUrlResultSchema = z.object({ url: z.string(), sessionId: z.string() })
export type ExchangePayUrlResult = z.infer<typeof exchangePayUrlResultSchema>

/** The states of an exchange payment, as the hosted API names them. */
export const EXCHANGE_BUY_STATUSES = ['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED'] as const
export type ExchangeBuyStatus = (typeof EXCHANGE_BUY_STATUSES)[number]

/**
 * `reown_getExchangeBuyStatus` result. `status` stays a string so a state added later does not break an
 * older client (it reads an unknown one as still in progress).
 */
export const exchangeBuyStatusResultSchema = z.object({
  status: z.string(),
  txHash: z.optional(z.string()),
  /** Why a FAILED payment failed, in the exchange's words (English); Foyer's cloud adds it, the hosted API may not. */
  reason: z.optional(z.string()),
})
export type ExchangeBuyStatusResult = z.infer<typeof exchangeBuyStatusResultSchema>

/** A JSON-RPC 2.0 answer of the blockchain API: a result, or an error with a message for the visitor. */
export function jsonRpcAnswerSchema<T extends z.ZodMiniType>(result: T) {
  return z.union([
    z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string(), z.null()]), result }),
    z.object({
      jsonrpc: z.literal('2.0'),
      id: z.union([z.number(), z.string(), z.null()]),
      error: z.object({ code: z.number(), message: z.string() }),
    }),
  ])
}
