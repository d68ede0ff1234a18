import * as z from 'zod/mini'
import { addressSchema, evmNetworkSchema } from '../network/schema.js'

/** resolveName's parameters: a dotted name (`alice.eth`) and the network whose ENS answers. */
export const resolveNameParametersSchema = z.object({
  name: z.string().check(z.regex(/^[^\s/:]{1,255}\.[^\s/:.]{2,}$/, 'must be a name such as alice.eth')),
  network: evmNetworkSchema,
})

/** estimateSend / sendTokens parameters. */
export const sendParametersSchema = z.object({
  from: addressSchema,
  to: addressSchema,
  amount: z.bigint().check(z.gte(0n, 'must not be negative')),
  token: z.optional(addressSchema),
  network: evmNetworkSchema,
})
