import { check as c, InvalidOptionError } from '@foyer/core'
import { evmNetwork } from './network/schema.js'

// The constructor's option check, in development builds only (EvmAdapter.ts): nothing but that dead branch
// in production imports this module, so production builds leave it out whole. The methods' parameter
// checks are in parameters.ts.

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

/** Checks constructor options; a problem names the option (InvalidOptionError). */
export function parseOptions<T>(check: c.Check, value: T): T {
  const problem = check(value)
  if (problem) throw new InvalidOptionError(c.pathName(problem[0], 'options'), problem[1])
  return value
}
