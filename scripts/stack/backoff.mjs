/** Delay before the n-th restart of a crashed service (n from 0): 1 s doubling, at most 30 s. */
export function backoffMs(attempt) {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 5)))
}
