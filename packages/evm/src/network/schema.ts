import { v } from '@foyer/core'

const httpUrl = v.string().check(v.regex(/^https?:\/\//, { error: 'expected an http(s) URL' }))

/** The parts of a network the adapter relies on; other fields pass through untouched. */
export const evmNetworkSchema = v.looseObject({
  id: v.union([
    v.int().check(v.positive()),
    v.string().check(v.regex(/^(?:eip155:)?[0-9]+$/, { error: 'expected an eip155 chain id' })),
  ]),
  name: v.string().check(v.minLength(1)),
  nativeCurrency: v.looseObject({
    name: v.string(),
    symbol: v.string().check(v.minLength(1)),
    decimals: v.int().check(v.minimum(0), v.maximum(36)),
  }),
  rpcUrls: v.looseObject({
    default: v.looseObject({ http: v.array(httpUrl).check(v.minLength(1)) }),
  }),
  chainNamespace: v.optional(v.literal('eip155')),
})

/** An EVM address: 40 hex characters with an optional 0x prefix (§5). */
export const addressSchema = v.transform(
  v
    .string()
    .check(
      v.regex(/^(0x)?[0-9a-fA-F]{40}$/, { error: 'expected 40 hex characters with an optional 0x prefix' }),
    ),
  (value) => (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`,
)
