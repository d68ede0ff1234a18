import * as z from 'zod/mini'
import { caip2Schema, caip10AddressSchema, evmAddressSchema } from './ids.js'

// The convert API's requests (Swap).

/** An amount in the token's smallest unit, as the API takes it: a positive whole number. */
const baseUnitsSchema = z.string().check(
  z.regex(/^\d{1,78}$/, 'expected a whole number of base units'),
  z.refine((value) => !/^\d{1,78}$/.test(value) || BigInt(value) > 0n, 'must be more than 0'),
)

/** `GET /v1/convert/tokens` query. */
export const convertTokensQuerySchema = z.looseObject({ chainId: caip2Schema })

/**
 * The account of a quote: CAIP-10, or the plain address the hosted client (AppKit 1.7.4) sends; the
 * chain is then the one of `from`.
 */
const quoteUserSchema = z.union([caip10AddressSchema, evmAddressSchema], {
  error: 'expected a CAIP-10 address such as eip155:1:0x… or a 0x address',
})

/** `GET /v1/convert/quotes` query. */
export const convertQuoteQuerySchema = z.looseObject({
  amount: baseUnitsSchema,
  userAddress: quoteUserSchema,
  from: caip10AddressSchema,
  to: caip10AddressSchema,
  gasPrice: z.optional(z.string().check(z.regex(/^\d{0,78}$/, 'expected wei'))),
})

/** `GET /v1/convert/allowance` query. */
export const convertAllowanceQuerySchema = z.looseObject({
  tokenAddress: caip10AddressSchema,
  userAddress: caip10AddressSchema,
})

/** `GET /v1/convert/gas-price` query. */
export const convertGasPriceQuerySchema = z.looseObject({ chainId: caip2Schema })

/** `GET /v1/convert/build-approve` query. */
export const convertApproveQuerySchema = z.looseObject({
  userAddress: caip10AddressSchema,
  from: caip10AddressSchema,
  to: caip10AddressSchema,
  amount: z.optional(baseUnitsSchema),
})

/** Slippage in percent (the hosted client sends 1 for 1 %), at most 50. */
const slippageSchema = z.coerce
  .number({ error: 'expected a percentage' })
  .check(z.minimum(0, 'must be 0 or more'), z.maximum(50, 'must be at most 50'))

/** `POST /v1/convert/build-transaction` body. */
export const convertBuildBodySchema = z.looseObject({
  amount: baseUnitsSchema,
  userAddress: caip10AddressSchema,
  from: caip10AddressSchema,
  to: caip10AddressSchema,
  eip155: z.optional(z.looseObject({ slippage: slippageSchema })),
  disableEstimate: z.optional(z.boolean()),
  projectId: z.optional(z.string()),
})
export type ConvertBuildBody = z.input<typeof convertBuildBodySchema>
