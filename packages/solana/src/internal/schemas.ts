import { adapterStorageSchema, describeIssues, InvalidParameterError, issueMessage, v } from '@foyer/core'

const httpUrl = v.string().check(v.regex(/^https?:\/\//, { error: 'expected an http(s) URL' }))

/** The shape of a Solana address (§5: 32-44 base58 characters); the send code also decodes it to 32 bytes. */
export const addressSchema = v
  .string()
  .check(v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { error: 'expected 32-44 base58 characters' }))

/** The parts of a Solana network the adapter relies on; other fields pass through. */
export const solanaNetworkSchema = v.looseObject({
  id: v.string().check(v.regex(/^[1-9A-HJ-NP-Za-km-z]{1,32}$/, { error: 'expected a genesis-hash prefix' })),
  caipNetworkId: v
    .string()
    .check(v.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/, { error: 'expected solana:<id>' })),
  chainNamespace: v.literal('solana'),
  name: v.string().check(v.minLength(1)),
  nativeCurrency: v.looseObject({
    name: v.string(),
    symbol: v.string().check(v.minLength(1)),
    decimals: v.int().check(v.minimum(0), v.maximum(36)),
  }),
  rpcUrls: v.looseObject({ default: v.looseObject({ http: v.array(httpUrl).check(v.minLength(1)) }) }),
})

export const adapterOptionsSchema = v.object({
  networks: v.optional(
    v.array(solanaNetworkSchema).check(v.minLength(1, { error: 'at least one network is required' })),
  ),
  projectId: v.optional(v.string().check(v.minLength(1))),
  storage: v.optional(adapterStorageSchema),
  reconnectTimeoutMs: v.optional(v.int().check(v.minimum(0))),
})

export const connectParametersSchema = v.object({
  connectorId: v.string().check(v.minLength(1)),
  chainId: v.optional(v.union([v.number(), v.string()])),
})

export const accountParametersSchema = v.object({ address: addressSchema, network: solanaNetworkSchema })

export const signMessageParametersSchema = v.object({ message: v.string(), address: addressSchema })

/** Parses a method's parameters; a failure names the parameter (InvalidParameterError). */
export function parseParameters<T>(schema: v.Schema<T>, value: unknown): T {
  const result = schema.safeParse(value, { error: issueMessage })
  if (result.success) return result.data
  throw new InvalidParameterError(
    String(result.error.issues[0]?.path[0] ?? 'parameters'),
    describeIssues(result.error),
  )
}
