import * as z from 'zod/mini'
import { caip2Schema, caip10AddressSchema, evmAddressSchema } from './ids.js'

const currencySchema = z.literal('usd', { error: 'only usd is supported' })

/** `GET /v1/account/{address}/balance` query; without chainId every served chain is read. */
export const balanceQuerySchema = z.looseObject({
  currency: z._default(currencySchema, 'usd'),
  chainId: z.optional(caip2Schema),
  forceUpdate: z.optional(z.string().check(z.maxLength(200))),
})

/** Most assets one `POST /v1/fungible/price` may ask for. */
export const MAX_PRICE_ADDRESSES = 100

/** `POST /v1/fungible/price` body. */
export const fungiblePriceBodySchema = z.looseObject({
  currency: currencySchema,
  addresses: z
    .array(caip10AddressSchema)
    .check(
      z.minLength(1, 'at least one address'),
      z.maxLength(MAX_PRICE_ADDRESSES, `at most ${MAX_PRICE_ADDRESSES} addresses`),
    ),
  projectId: z.optional(z.string()),
})
export type FungiblePriceBody = z.input<typeof fungiblePriceBodySchema>

/** `GET /v1/identity/{address}` query; chainId picks the chain whose ENS is read (default the first served). */
export const identityQuerySchema = z.looseObject({
  sender: z.optional(evmAddressSchema),
  chainId: z.optional(caip2Schema),
})

/** `GET /v1/account/{account}/history` query. `cursor` is the `next` of the previous page. */
export const historyQuerySchema = z.looseObject({
  cursor: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'expected the next value of a previous page')),
  ),
  chainId: z.optional(caip2Schema),
  onramp: z.optional(z.string().check(z.maxLength(50))),
})
