import { z } from 'zod'
import { caip10AddressSchema } from './blockchain.js'
import { caip2Schema } from './ids.js'

/** An amount in the token's smallest unit, as the hosted API takes it: a positive whole number. */
const baseUnitsSchema = z
  .string()
  .regex(/^\d{1,78}$/, 'expected a whole number of base units')
  .refine((value) => !/^\d{1,78}$/.test(value) || BigInt(value) > 0n, 'must be more than 0')

export const convertTokensQuerySchema = z.looseObject({ chainId: caip2Schema })

export const convertQuoteQuerySchema = z.looseObject({
  amount: baseUnitsSchema,
  userAddress: caip10AddressSchema,
  from: caip10AddressSchema,
  to: caip10AddressSchema,
  gasPrice: z
    .string()
    .regex(/^\d{0,78}$/, 'expected wei')
    .optional(),
})

export const convertAllowanceQuerySchema = z.looseObject({
  tokenAddress: caip10AddressSchema,
  userAddress: caip10AddressSchema,
})

export const convertGasPriceQuerySchema = z.looseObject({ chainId: caip2Schema })

export const convertApproveQuerySchema = z.looseObject({
  userAddress: caip10AddressSchema,
  from: caip10AddressSchema,
  to: caip10AddressSchema,
  amount: baseUnitsSchema.optional(),
})

/** Slippage in percent (the hosted client sends 1 for 1 %), at most 50. */
const slippageSchema = z.coerce
  .number({ error: 'expected a percentage' })
  .min(0, 'must be 0 or more')
  .max(50, 'must be at most 50')

export const convertBuildBodySchema = z.looseObject({
  amount: baseUnitsSchema,
  userAddress: caip10AddressSchema,
  from: caip10AddressSchema,
  to: caip10AddressSchema,
  eip155: z.looseObject({ slippage: slippageSchema }).optional(),
  disableEstimate: z.boolean().optional(),
  projectId: z.string().optional(),
})
