import type { Signature } from '@solana/kit'
import { SolanaRequestError } from '../errors/errors.js'
import type { SolanaRpc } from './rpc.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// Transaction errors carry bigints (u64 fields) that JSON.stringify refuses.
const describe = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v))

/**
 * Polls the signature's status until the chain confirmed it ('confirmed' or 'finalized'). Polling rather
 * than a websocket subscription: it works against any HTTP RPC endpoint.
 * @throws SolanaRequestError 'Transaction error' (§8) when it failed on chain, its blockhash expired
 * before it landed, or `timeoutMs` passed.
 */
export async function waitForConfirmation(
  rpc: SolanaRpc,
  signature: string,
  lastValidBlockHeight: bigint,
  { timeoutMs = 90_000, intervalMs = 400 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([signature as Signature]).send()
    if (status?.err)
      throw new SolanaRequestError('Transaction error', {
        details: `Transaction ${signature} failed: ${describe(status.err)}`,
      })
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    if (!status && (await rpc.getBlockHeight({ commitment: 'confirmed' }).send()) > lastValidBlockHeight)
      throw new SolanaRequestError('Transaction error', {
        details: `Transaction ${signature} expired before it landed (block height past ${lastValidBlockHeight})`,
      })
    if (Date.now() > deadline)
      throw new SolanaRequestError('Transaction error', {
        details: `Transaction ${signature} was not confirmed within ${timeoutMs} ms`,
      })
    await sleep(intervalMs)
  }
}
