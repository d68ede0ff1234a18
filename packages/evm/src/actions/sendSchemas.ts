import { check as c } from '@foyer/core'
import { isAddress } from 'viem'
import { evmNetwork } from '../network/schema.js'
import { address, withPrefix } from '../parameters.js'

/**
 * An address to send from, to or through: `address`'s shape, and for a mixed-case address a valid
 * EIP-55 checksum (viem isAddress). Here, in the Send chunk, rather than in `address`, which the
 * connect code loads: the checksum needs keccak.
 */
export const checkedAddress = c.all(
  address,
  c.is((value) => isAddress(withPrefix(value as string)), 'has an invalid EIP-55 checksum'),
)

const amount = c.all(
  c.is((value) => typeof value === 'bigint', 'must be a bigint'),
  c.is((value) => (value as bigint) >= 0n, 'must not be negative'),
)

/** resolveName's parameters: a dotted name (`alice.eth`) and the network whose ENS answers. */
export const resolveNameParameters = c.shape({
  name: c.all(
    c.string,
    c.is((name) => /^[^\s/:]{1,255}\.[^\s/:.]{2,}$/.test(name as string), 'must be a name such as alice.eth'),
  ),
  network: evmNetwork,
})

/** estimateSend / sendTokens parameters. */
export const sendParameters = c.shape({
  from: checkedAddress,
  to: checkedAddress,
  amount,
  token: c.optional(checkedAddress),
  network: evmNetwork,
})

/** What EvmAdapter.sendTransaction takes: a call the app or a service built (a swap, an approval). */
export const sendCallParameters = c.shape({
  from: checkedAddress,
  to: checkedAddress,
  data: c.all(
    c.string,
    c.is((data) => /^0x([0-9a-fA-F]{2})*$/.test(data as string), 'expected hex data'),
  ),
  value: amount,
  gas: c.optional(c.is((gas) => typeof gas === 'bigint', 'must be a bigint')),
  network: evmNetwork,
})
