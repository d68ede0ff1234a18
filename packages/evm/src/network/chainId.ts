import { InvalidParameterError } from '@foyer/core'

/**
 * Reads an EVM chain id given as a number, a decimal or 0x string, or a CAIP-2 id (`eip155:10`).
 * @throws InvalidParameterError when it is none of these or belongs to another namespace.
 */
export function parseChainId(value: number | string, parameter = 'chainId'): number {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && value > 0) return value
    throw new InvalidParameterError(parameter, `expected a positive integer chain id, got ${value}`)
  }
  const match = /^(?:eip155:)?(0x[0-9a-fA-F]+|[0-9]+)$/.exec(value)
  const id = match?.[1] ? Number(match[1]) : Number.NaN
  if (Number.isSafeInteger(id) && id > 0) return id
  throw new InvalidParameterError(parameter, `expected an eip155 chain id, got "${value}"`)
}
