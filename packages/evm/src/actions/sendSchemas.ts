import { v } from '@foyer/core'
import { isAddress } from 'viem'
import { addressSchema, evmNetworkSchema } from '../network/schema.js'

/**
 * An address to send from, to or through: addressSchema's shape, and for a mixed-case address a valid
 * EIP-55 checksum (viem isAddress). Here, in the Send chunk, rather than in addressSchema, which the
 * page loads: the checksum needs keccak.
 */
export const checkedAddressSchema = addressSchema.check((value, add) => {
  if (!isAddress(value)) add({ code: 'custom', message: 'has an invalid EIP-55 checksum' })
})

/** resolveName's parameters: a dotted name (`alice.eth`) and the network whose ENS answers. */
export const resolveNameParametersSchema = v.object({
  name: v.string().check(v.regex(/^[^\s/:]{1,255}\.[^\s/:.]{2,}$/, 'must be a name such as alice.eth')),
  network: evmNetworkSchema,
})

/** estimateSend / sendTokens parameters. */
export const sendParametersSchema = v.object({
  from: checkedAddressSchema,
  to: checkedAddressSchema,
  amount: v.bigint().check((value, add) => {
    if (value < 0n) add({ code: 'too_small', message: 'must not be negative' })
  }),
  token: v.optional(checkedAddressSchema),
  network: evmNetworkSchema,
})

/** What EvmAdapter.sendTransaction takes: a call the app or a service built (a swap, an approval). */
export const sendCallParametersSchema = v.object({
  from: checkedAddressSchema,
  to: checkedAddressSchema,
  data: v.string().check(v.regex(/^0x([0-9a-fA-F]{2})*$/, 'expected hex data')),
  value: v.bigint().check((value, add) => {
    if (value < 0n) add({ code: 'too_small', message: 'must not be negative' })
  }),
  gas: v.optional(v.bigint()),
  network: evmNetworkSchema,
})
