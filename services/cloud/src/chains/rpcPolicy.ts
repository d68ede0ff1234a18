/**
 * What the public chain RPC endpoint answers. A node behind it (anvil here, any client elsewhere)
 * also serves methods that sign with the node's own keys, rewrite state or dump it (eth_sendTransaction,
 * eth_sign, anvil_*, debug_*, admin_*, miner_*), so the endpoint forwards only the public read and
 * broadcast methods (the safe list) and answers every other method itself with a JSON-RPC error.
 */

/** Public read and broadcast methods: what a hosted public RPC endpoint serves. */
export const PUBLIC_RPC_METHODS: ReadonlySet<string> = new Set([
  'web3_clientVersion',
  'web3_sha3',
  'net_version',
  'net_listening',
  'eth_chainId',
  'eth_syncing',
  'eth_blockNumber',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getProof',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_getLogs',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getUncleCountByBlockHash',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
])

/** Widest eth_getLogs block range the endpoint serves (a filter by blockHash is one block). */
export const MAX_LOG_BLOCK_RANGE = 10_000

/** JSON-RPC error codes the endpoint answers with itself. */
const RpcErrorCode = {
  /** JSON-RPC 2.0: the method does not exist or is not available. */
  methodNotFound: -32601,
  invalidParams: -32602,
  /** EIP-1474: a request exceeds a limit. */
  limitExceeded: -32005,
} as const

export interface RpcError {
  code: number
  message: string
}

/** A refusal for a method outside the public list, naming it. */
export function methodRefusal(method: string): RpcError {
  return {
    code: RpcErrorCode.methodNotFound,
    message: `The method ${method.slice(0, 100)} does not exist / is not available`,
  }
}

const blockTags = new Set(['latest', 'pending', 'safe', 'finalized', 'earliest'])
const hexQuantity = /^0x(0|[1-9a-f][0-9a-f]*)$/i

/** A getLogs bound: a block number, or 'head' for the tags that mean the chain's head. */
type LogBound = number | 'head'

function parseBound(value: unknown): LogBound | RpcError {
  if (value === undefined || value === null) return 'head'
  if (typeof value === 'string' && blockTags.has(value)) return value === 'earliest' ? 0 : 'head'
  if (typeof value === 'string' && hexQuantity.test(value) && value.length <= 18) return Number(value)
  return { code: RpcErrorCode.invalidParams, message: 'fromBlock and toBlock must be block numbers or tags' }
}

/**
 * Checks an eth_getLogs filter's block range. `head` gives the chain's current block number, asked only
 * when a bound is a tag. Returns the refusal, or undefined when the range is within the limit.
 */
export async function checkLogRange(
  params: unknown,
  head: () => Promise<number>,
): Promise<RpcError | undefined> {
  const filter = Array.isArray(params) ? params[0] : undefined
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    return { code: RpcErrorCode.invalidParams, message: 'eth_getLogs expects a filter object' }
  }
  const { fromBlock, toBlock, blockHash } = filter as Record<string, unknown>
  if (blockHash !== undefined) {
    if (fromBlock !== undefined || toBlock !== undefined) {
      return {
        code: RpcErrorCode.invalidParams,
        message: 'blockHash cannot be combined with fromBlock or toBlock',
      }
    }
    return undefined
  }
  const from = parseBound(fromBlock)
  if (typeof from === 'object') return from
  const to = parseBound(toBlock)
  if (typeof to === 'object') return to
  const current = from === 'head' || to === 'head' ? await head() : 0
  const first = from === 'head' ? current : from
  const last = to === 'head' ? current : to
  if (last - first + 1 > MAX_LOG_BLOCK_RANGE) {
    return {
      code: RpcErrorCode.limitExceeded,
      message: `eth_getLogs is limited to a range of ${MAX_LOG_BLOCK_RANGE} blocks`,
    }
  }
  return undefined
}
