import { createPublicClient, type Hex, http, numberToHex, type TransactionReceipt } from 'viem'
import { newToken } from '../crypto/tokens.js'
import { type SmartAccountContext, userOperationReceipt } from '../smart/smartAccounts.js'
import type { User } from '../store/users.js'
import { RpcError } from './rpcError.js'

const receiptOf = (r: TransactionReceipt) => ({
  logs: r.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
  status: r.status === 'success' ? '0x1' : '0x0',
  blockHash: r.blockHash,
  blockNumber: numberToHex(r.blockNumber),
  gasUsed: numberToHex(r.gasUsed),
  transactionHash: r.transactionHash,
})

/**
 * Keeps a wallet_sendCalls batch for wallet_getCallsStatus: an EOA's transaction hashes, or a smart
 * account's one user operation hash. Returns the batch id the app asks about.
 */
export async function recordCalls(
  context: Pick<SmartAccountContext, 'db'>,
  user: User,
  chainId: number,
  hashes: readonly Hex[],
  userOperation = false,
): Promise<{ id: Hex }> {
  const id: Hex = `0x${newToken()}`
  await context.db.query(
    'INSERT INTO ss_calls (id, user_id, chain_id, hashes, user_operation) VALUES ($1, $2, $3, $4, $5)',
    [id, user.id, chainId, hashes, userOperation],
  )
  return { id }
}

/**
 * EIP-5792 wallet_getCallsStatus: an EOA's batch is its transactions (not atomic); a smart
 * account's is one user operation, atomic, whose bundle transaction is the receipt.
 */
export async function callsStatus(context: SmartAccountContext, user: User | undefined, id: unknown) {
  if (!user) throw new RpcError(4100, 'Sign in first')
  if (typeof id !== 'string') throw new RpcError(-32602, 'wallet_getCallsStatus needs a batch id')
  const { rows } = await context.db.query<{ chain_id: number; hashes: string[]; user_operation: boolean }>(
    'SELECT chain_id, hashes, user_operation FROM ss_calls WHERE id = $1 AND user_id = $2',
    [id, user.id],
  )
  const batch = rows[0]
  if (!batch) throw new RpcError(5730, 'Unknown bundle id')
  const head = { version: '2.0.0', id, chainId: numberToHex(batch.chain_id) }
  if (batch.user_operation) {
    const operation = await userOperationReceipt(context, batch.chain_id, batch.hashes[0] as Hex)
    return {
      ...head,
      atomic: true,
      status: !operation ? 100 : operation.success ? 200 : 500,
      receipts: operation ? [receiptOf(operation.receipt)] : [],
    }
  }
  const url = context.rpcUrls.get(batch.chain_id)
  if (!url) throw new RpcError(4901, 'Chain is not supported')
  const client = createPublicClient({ transport: http(url, context.fetch ? { fetchFn: context.fetch } : {}) })
  const receipts = await Promise.all(
    batch.hashes.map((hash) => client.getTransactionReceipt({ hash: hash as Hex }).catch(() => undefined)),
  )
  const pending = receipts.some((r) => r === undefined)
  const failed = receipts.some((r) => r?.status === 'reverted')
  return {
    ...head,
    atomic: false,
    status: pending ? 100 : failed ? 500 : 200,
    receipts: receipts.filter((r) => r !== undefined).map(receiptOf),
  }
}
