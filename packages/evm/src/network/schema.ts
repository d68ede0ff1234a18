import * as z from 'zod/mini'

const httpUrl = z.string().check(z.regex(/^https?:\/\//, { error: 'expected an http(s) URL' }))

/** The parts of a network the adapter relies on; other fields pass through untouched. */
export const evmNetworkSchema = z.looseObject({
  id: z.union([
    z.int().check(z.positive()),
    z.string().check(z.regex(/^(?:eip155:)?[0-9]+$/, { error: 'expected an eip155 chain id' })),
  ]),
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.looseObject({
    name: z.string(),
    symbol: z.string().check(z.minLength(1)),
    decimals: z.int().check(z.minimum(0), z.maximum(36)),
  }),
  rpcUrls: z.looseObject({
    default: z.looseObject({ http: z.array(httpUrl).check(z.minLength(1)) }),
  }),
  chainNamespace: z.optional(z.literal('eip155')),
})

/** An EVM address: 40 hex characters with an optional 0x prefix (§5). */
export const addressSchema = z.pipe(
  z
    .string()
    .check(
      z.regex(/^(0x)?[0-9a-fA-F]{40}$/, { error: 'expected 40 hex characters with an optional 0x prefix' }),
    ),
  z.transform((value) => (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`),
)
