import { check as c, InvalidParameterError } from '@foyer/core'
import { evmNetwork } from './network/schema.js'

// The methods' parameter checks: they load with the code that runs them (the connect code's chunk, which
// the reads and Send import), not with the constructor's option check (schemas.ts, development builds only).

/** An EVM address: 40 hex characters with an optional 0x prefix. */
export const address = c.all(
  c.string,
  c.is(
    (value) => /^(0x)?[0-9a-fA-F]{40}$/.test(value as string),
    'expected 40 hex characters with an optional 0x prefix',
  ),
)

/** An address that `address` accepted, with its 0x prefix. */
export const withPrefix = (value: string) => (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`

export const connectParameters = c.shape({
  connectorId: c.nonEmpty,
  chainId: c.optional(
    c.is((id) => typeof id === 'number' || typeof id === 'string', 'must be a number or a string'),
  ),
})

export const accountParameters = c.shape({ address, network: evmNetwork })

/** Checks a method's parameters; a problem names the parameter (InvalidParameterError). */
export function parseParameters<T>(check: c.Check, value: T): T {
  const problem = check(value)
  if (problem) throw new InvalidParameterError(String(problem[0][0] ?? 'parameters'), problem[1])
  return value
}
