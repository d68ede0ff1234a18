import { check as c, InvalidOptionError, InvalidParameterError } from '@foyer/core'
import { address, evmNetwork } from './network/schema.js'

export const adapterOptions = c.shape({
  networks: c.list(evmNetwork, 1, 'at least one network is required'),
  projectId: c.optional(c.nonEmpty),
  storage: c.optional(
    c.is(
      (value) => value === null || c.hasMethods(value, ['getItem', 'setItem', 'removeItem']),
      'expected null or an object with getItem, setItem and removeItem',
    ),
  ),
  transports: c.optional(c.record(c.is((value) => typeof value === 'function', 'expected a viem transport'))),
})

export const connectParameters = c.shape({
  connectorId: c.nonEmpty,
  chainId: c.optional(
    c.is((id) => typeof id === 'number' || typeof id === 'string', 'must be a number or a string'),
  ),
})

export const accountParameters = c.shape({ address, network: evmNetwork })

/** Checks constructor options; a problem names the option (InvalidOptionError). */
export function parseOptions<T>(check: c.Check, value: T): T {
  const problem = check(value)
  if (problem) throw new InvalidOptionError(c.pathName(problem[0], 'options'), problem[1])
  return value
}

/** Checks a method's parameters; a problem names the parameter (InvalidParameterError). */
export function parseParameters<T>(check: c.Check, value: T): T {
  const problem = check(value)
  if (problem) throw new InvalidParameterError(String(problem[0][0] ?? 'parameters'), problem[1])
  return value
}
