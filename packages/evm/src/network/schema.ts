import { z } from 'zod'

const httpUrl = z.string().regex(/^https?:\/\//, 'expected an http(s) URL')

/** The parts of a network the adapter relies on; other fields pass through untouched. */
export const evmNetworkSchema = z.looseObject({
  id: z.union([z.number().int().positive(), z.string().regex(/^(?:eip155:)?[0-9]+$/)]),
  name: z.string().min(1),
  nativeCurrency: z.looseObject({
    name: z.string(),
    symbol: z.string().min(1),
    decimals: z.number().int().min(0).max(36),
  }),
  rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(httpUrl).min(1) }) }),
  chainNamespace: z.literal('eip155').optional(),
})

/** An EVM address: 40 hex characters with an optional 0x prefix (§5). */
export const addressSchema = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{40}$/, 'expected 40 hex characters with an optional 0x prefix')
  .transform((value) => (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`)
