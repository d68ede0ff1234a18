import { isAddress } from 'viem'
import * as z from 'zod/mini'
import { addressSchema, evmNetworkSchema } from '../network/schema.js'

/**
 * An address to send from, to or through: addressSchema's shape, and for a mixed-case address a valid
 * EIP-55 checksum (viem isAddress). Here, in the Send chunk, rather than in addressSchema, which the
 * page loads: the checksum needs keccak.
 */
export const checkedAddressSchema = addressSchema.check(
  z.refine((value) => isAddress(value), { error: 'has an invalid EIP-55 checksum' }),
)

/** resolveName's parameters: a dotted name (`alice.eth`) and the network whose ENS answers. */
export const resolveNameParametersSchema = z.object({
  name: z.string().check(z.regex(/^[^\s/:]{1,255}\.[^\s/:.]{2,}$/, 'must be a name such as alice.eth')),
  network: evmNetworkSchema,
})

/** estimateSend / sendTokens parameters. */
export const sendParametersSchema = z.object({
  from: checkedAddressSchema,
  to: checkedAddressSchema,
  amount: z.bigint().check(z.gte(0n, 'must not be negative')),
  token: z.optional(checkedAddressSchema),
  network: evmNetworkSchema,
})
