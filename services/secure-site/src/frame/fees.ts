// The most a transaction the card shows can cost, when the request does not say: the chain's own estimate
// through the secure site's RPC. For a smart account the secure site answers eth_estimateGas and eth_gasPrice for
// its user operation (the bundler's estimate, the Safe's deployment included), so the card names what the send
// really costs, not a plain transfer's 21,000 gas.
import type { RpcCall } from './tokens.js'

/** A transaction's gas times its price in wei, or undefined when the chain cannot tell. */
export type FeeEstimator = (tx: Record<string, unknown>) => Promise<bigint | undefined>

const FEE_READ_TIMEOUT_MS = 3000

/** A FeeEstimator over the frame's RPC; a slow chain gives up after 3 s and the card shows no fee. */
export function feeEstimator(call: RpcCall, timeoutMs = FEE_READ_TIMEOUT_MS): FeeEstimator {
  const read = async (tx: Record<string, unknown>) => {
    const [gas, price] = await Promise.all([call('eth_estimateGas', [tx]), call('eth_gasPrice', [])])
    if (typeof gas !== 'string' || typeof price !== 'string') return undefined
    const fee = BigInt(gas) * BigInt(price)
    return fee > 0n ? fee : undefined
  }
  return (tx) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    return Promise.race([
      read(tx).catch(() => undefined),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), timeoutMs)
      }),
    ]).finally(() => clearTimeout(timer))
  }
}
