import { solanaCoreVersion } from './constants.js'
import type { Ledger } from './ledger.js'
import { invalidParams, minContextSlotNotReached } from './rpcErrors.js'
import { fromBase58 } from './wire.js'

/** Reading JSON-RPC params the way the Solana node does, with its error texts. */

export interface MethodContext {
  ledger: Ledger
}

export type RpcHandler = (params: unknown[], context: MethodContext) => unknown

const commitments = new Set([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])

/** The optional config object at `index` ({} when absent). */
export function configAt(params: unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams(`Invalid params: invalid type: ${describe(value)}, expected struct config.`)
  }
  const config = value as Record<string, unknown>
  if (config.commitment !== undefined && !commitments.has(String(config.commitment))) {
    throw invalidParams(
      `Invalid params: unknown variant \`${String(config.commitment)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\`.`,
    )
  }
  return config
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `string "${value}"`
  if (Array.isArray(value)) return 'sequence'
  if (typeof value === 'number')
    return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``
  return typeof value === 'object' && value !== null ? 'map' : String(value)
}

/** The required param at `index`; a missing one is the node's "invalid length" error. */
export function requiredAt(params: unknown[], index: number, count: number): unknown {
  const value = params[index]
  if (value === undefined) {
    throw invalidParams(
      `Invalid params: invalid length ${params.length}, expected ${count === 1 ? 'a single param' : `${count} elements`}.`,
    )
  }
  return value
}

function decodesTo(value: unknown, length: number): value is string {
  if (typeof value !== 'string' || value.length > 88) return false
  try {
    return fromBase58(value).length === length
  } catch {
    return false
  }
}

/** A base58 public key. */
export function addressAt(params: unknown[], index: number, count = 1): string {
  const value = requiredAt(params, index, count)
  if (typeof value !== 'string')
    throw invalidParams(`Invalid params: invalid type: ${describe(value)}, expected a string.`)
  if (!decodesTo(value, 32)) throw invalidParams('Invalid param: Invalid')
  return value
}

/** Checks a base58 address that is not the first param (a mint, a program id in a filter). */
export function checkAddress(value: unknown): string {
  if (!decodesTo(value, 32)) throw invalidParams('Invalid param: Invalid')
  return value
}

/** A base58 transaction signature. */
export function checkSignature(value: unknown): string {
  if (!decodesTo(value, 64)) throw invalidParams('Invalid param: Invalid')
  return value
}

/** A non-negative integer param (lengths, lamports, slots). */
export function integerAt(params: unknown[], index: number, count: number): number {
  const value = requiredAt(params, index, count)
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`Invalid params: invalid type: ${describe(value)}, expected u64.`)
  }
  return value
}

/** Answers -32016 when the ledger is behind the caller's minContextSlot. */
export function checkMinContextSlot(ledger: Ledger, config: Record<string, unknown>): void {
  const min = config.minContextSlot
  if (typeof min === 'number' && min > ledger.slot) throw minContextSlotNotReached(ledger.slot)
}

/** `{ context: { apiVersion, slot }, value }`, the shape of every "RpcResponse". */
export function withContext<T>(ledger: Ledger, value: T) {
  return { context: { apiVersion: solanaCoreVersion, slot: ledger.slot }, value }
}
