/** How long a built swap stays valid on chain (its router deadline). */
export const SWAP_DEADLINE_SECONDS = 20 * 60

/**
 * The router deadline of a swap built now: 20 minutes past the later of the latest block's time and the
 * clock. A chain that mines only on demand (a devnet, a quiet L2) can have a latest block far older than
 * the block the swap lands in, which is stamped with the clock; from the block's time alone, a chain idle
 * for 20 minutes would get swaps that revert as expired. A chain whose time runs ahead of the clock
 * (moved forward on purpose) keeps its own time.
 */
export function swapDeadline(latestBlockSeconds: bigint, nowMs: number = Date.now()): bigint {
  const clock = BigInt(Math.floor(nowMs / 1000))
  const start = latestBlockSeconds > clock ? latestBlockSeconds : clock
  return start + BigInt(SWAP_DEADLINE_SECONDS)
}
