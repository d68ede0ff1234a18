import type { CaipNetwork } from '@foyer/core'
import { esploraJson } from './esplora.js'

/**
 * The confirmation target whose rate the adapter pays: 1 block. The hosted kit prices Bitcoin sends with
 * mempool.space's `fastestFee`, which is the next-block estimate; on Esplora's `/fee-estimates` (target in
 * blocks → sat/vB) that is target 1.
 */
const feeTarget = 1

/** The rate (sat/vB) when the ledger lists no estimate (a fresh regtest chain): the hosted kit's default. */
export const defaultFeeRate = 2n

/**
 * The fee rate in whole sat/vB (rounded up, at least 1): Esplora's estimate for `feeTarget`, else for the
 * nearest target it lists above it, else `defaultFeeRate`.
 * @throws BitcoinRequestError (reason `ledger`) when the ledger fails.
 */
export async function getFeeRate(network: CaipNetwork): Promise<bigint> {
  const estimates = await esploraJson(network, '/fee-estimates')
  const rates = Object.entries((estimates ?? {}) as Record<string, unknown>)
    .map(([target, rate]) => [Number(target), rate] as const)
    .filter((entry): entry is readonly [number, number] => {
      const [target, rate] = entry
      return Number.isInteger(target) && target >= feeTarget && typeof rate === 'number' && rate > 0
    })
    .sort(([a], [b]) => a - b)
  const rate = rates[0]?.[1]
  if (rate === undefined || !Number.isFinite(rate)) return defaultFeeRate
  const whole = BigInt(Math.ceil(rate))
  return whole < 1n ? 1n : whole
}
