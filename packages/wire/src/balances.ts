import * as z from 'zod/mini'
import { listAnswer } from './listAnswer.js'

/** One holding. `address` (CAIP-10) is absent for the native currency. */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2 id of the chain. */
  chainId: z.string(),
  address: z.optional(z.string()),
  /** Value of the holding in USD. */
  value: z.number(),
  /** USD price of one unit. */
  price: z.number(),
  // Digits only: Number(decimals) drives the client's amount parsing and formatting.
  quantity: z.object({ decimals: z.string().check(z.regex(/^\d{1,3}$/)), numeric: z.string() }),
  iconUrl: z.string(),
})
export type TokenBalance = z.infer<typeof tokenBalanceSchema>

/** `GET /v1/account/{address}/balance` answer, read item by item: a holding the client cannot read is left out (`dropped`). */
export const balanceResponseSchema = listAnswer('balances', tokenBalanceSchema, {})
export type BalanceResponse = z.infer<typeof balanceResponseSchema>

/** `POST /v1/fungible/price` answer: known assets only, in request order; unknown addresses are left out. */
export const fungiblePriceResponseSchema = z.object({
  fungibles: z.array(
    z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
  ),
})
export type FungiblePriceResponse = z.infer<typeof fungiblePriceResponseSchema>

/** `GET /v1/identity/{address}` answer. */
export const identityResponseSchema = z.object({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})
export type IdentityResponse = z.infer<typeof identityResponseSchema>

/** `GET /v1/supported-chains` answer: CAIP-2 ids. */
export const supportedChainsResponseSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) })
export type SupportedChainsResponse = z.infer<typeof supportedChainsResponseSchema>
