import { minRelayFeeRate } from './constants.js'

/**
 * GET /fee-estimates: sat/vB per confirmation target, for the targets Esplora answers (1-25, 144, 504, 1008).
 * A regtest node has no fee history to learn from, so the stand-in uses a rule of its own: the minimum relay fee
 * (1 sat/vB) plus 1 sat/vB for every 10,000 vB waiting in the mempool per block of the target. An empty mempool
 * gives 1 everywhere; a fuller one raises the short targets first.
 */

const feeTargets = [...Array.from({ length: 25 }, (_, i) => i + 1), 144, 504, 1008]

/** vB of waiting transactions that add 1 sat/vB to a one-block estimate. */
const vsizePerSatPerVbyte = 10_000

export function feeEstimates(mempoolVsize: number): Record<string, number> {
  const estimates: Record<string, number> = {}
  for (const target of feeTargets) {
    const rate = Number(minRelayFeeRate) + mempoolVsize / (target * vsizePerSatPerVbyte)
    estimates[String(target)] = Math.round(rate * 1000) / 1000
  }
  return estimates
}
