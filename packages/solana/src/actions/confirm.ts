import type { Signature } from '@solana/kit'
import { SolanaRequestError } from '../errors/errors.js'
import type { SolanaRpc } from './rpc.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// Transaction errors carry bigints (u64 fields) that JSON.stringify refuses.
const describe = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v))

const rank = { processed: 0, confirmed: 1, finalized: 2 } as const
export type Commitment = keyof typeof rank

/**
 * Polls the signature's status until the chain reached `commitment` (default 'confirmed'). Polling rather
 * than a websocket subscription: it works against any HTTP RPC endpoint. Without `lastValidBlockHeight`,
 * only the timeout ends a wait for a transaction that never lands.
 * @throws SolanaRequestError 'Transaction error' when it failed on chain, its blockhash expired
 * before it landed, or `timeoutMs` passed.
 */
export async function waitForConfirmation(
  rpc: SolanaRpc,
  signature: string,
  lastValidBlockHeight: bigint | undefined,
  {
    commitment = 'confirmed',
    timeoutMs = 90_000,
    intervalMs = 400,
  }: { commitment?: Commitment; timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const {
      value: [status],
    } = await rpc.getSignatureStatuses([signature as Signature]).send()
    if (status?.err)
      throw new SolanaRequestError('Transaction error', {
        messageId: 'transactionError',
        details: `Transaction ${signature} failed: ${describe(status.err)}`,
      })
    if (status?.confirmationStatus && rank[status.confirmationStatus] >= rank[commitment]) return
    if (
      !status &&
      lastValidBlockHeight !== undefined &&
      (await rpc.getBlockHeight({ commitment: 'confirmed' }).send()) > lastValidBlockHeight
    )
      throw new SolanaRequestError('Transaction error', {
        messageId: 'transactionError',
        details: `Transaction ${signature} expired before it landed (block height past ${lastValidBlockHeight})`,
      })
    if (Date.now() > deadline)
      throw new SolanaRequestError('Transaction error', {
        messageId: 'transactionError',
        details: `Transaction ${signature} was not confirmed within ${timeoutMs} ms`,
      })
    await sleep(intervalMs)
  }
}
