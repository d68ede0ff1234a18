import * as z from 'zod/mini'
import { listAnswer } from './listAnswer.js'

// The convert API's answers (Swap). Token and account values are CAIP-10 ids (`eip155:1:0x…`).

const convertTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-10 id of the token. */
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
  /** USD price of one unit. */
  price: z.optional(z.number()),
  eip2612: z.optional(z.boolean()),
})

/**
 * `GET /v1/convert/tokens` answer: the tokens that can be swapped on the chain, read item by item (a token
 * the client cannot read is left out, `dropped`).
 */
export const convertTokensResponseSchema = listAnswer('tokens', convertTokenSchema, {})
export type ConvertTokensResponse = z.infer<typeof convertTokensResponseSchema>

/** `GET /v1/convert/quotes` answer: empty when no pool can fill the swap. */
export const convertQuotesResponseSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.optional(z.nullable(z.string())),
      fromAmount: z.optional(z.string()),
      fromAccount: z.optional(z.string()),
      /** What the swap gives, in the target token's smallest unit. */
      toAmount: z.string(),
      toAccount: z.optional(z.string()),
    }),
  ),
})
export type ConvertQuotesResponse = z.infer<typeof convertQuotesResponseSchema>

/** `GET /v1/convert/allowance` answer: what the router may spend, in base units. */
export const convertAllowanceResponseSchema = z.object({ allowance: z.string() })
export type ConvertAllowanceResponse = z.infer<typeof convertAllowanceResponseSchema>

/** `GET /v1/convert/gas-price` answer, in wei. */
export const convertGasPriceResponseSchema = z.object({
  standard: z.string(),
  fast: z.string(),
  instant: z.string(),
})
export type ConvertGasPriceResponse = z.infer<typeof convertGasPriceResponseSchema>

/**
 * `GET /v1/convert/build-approve` and `POST /v1/convert/build-transaction` answer: the transaction the
 * wallet sends. `from` and `to` are CAIP-10; for an approval `from` names the token contract (the
 * hosted format), which is where the approval goes.
 */
export const convertTransactionResponseSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    value: z.optional(z.string()),
    amount: z.optional(z.string()),
    toAmount: z.optional(z.string()),
    minimumAmountOut: z.optional(z.string()),
    eip155: z.object({ gas: z.union([z.string(), z.number()]), gasPrice: z.string() }),
  }),
})
export type ConvertTransactionResponse = z.infer<typeof convertTransactionResponseSchema>
