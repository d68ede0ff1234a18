import type { Db } from '@foyer/cloud/db'
import { isSafeRpcMethod, RPC_NOT_ALLOWED_MESSAGE } from '@foyer/frame'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { newToken } from '../crypto/tokens.js'
import type { User, UserStore } from '../store/users.js'

/** A JSON-RPC error the page receives with its EIP-1193 code. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export interface RpcContext {
  db: Db
  users: UserStore
  rpcUrls: ReadonlyMap<number, string>
  fetch?: typeof fetch
}

const chainOf = (id: number, url: string) =>
  defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  })

async function forward(
  url: string,
  method: string,
  params: unknown,
  fetchImpl: typeof fetch,
): Promise<unknown> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
  if (body.error)
    throw new RpcError(body.error.code ?? -32603, body.error.message ?? 'The chain refused the request')
  return body.result
}

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

function signerOf(user: User, requested: unknown) {
  if (typeof requested === 'string' && isAddress(requested) && !isAddressEqual(requested, user.address))
    throw new RpcError(4100, 'The requested account is not the signed-in account')
}

type Call = { to?: Hex; value?: Hex; data?: Hex }

/** EIP-5792 wallet_sendCalls checks (§5): version, sender, chain, and calls to valid addresses. */
function checkCalls(request: unknown, user: User, chainId: number): Call[] {
  const batch = request as
    | { version?: unknown; from?: unknown; chainId?: unknown; calls?: unknown }
    | undefined
  if (!batch || typeof batch !== 'object') throw new RpcError(-32602, 'wallet_sendCalls needs a batch object')
  if (typeof batch.version !== 'string') throw new RpcError(-32602, 'wallet_sendCalls needs a version')
  if (batch.from !== undefined) signerOf(user, batch.from)
  if (batch.chainId !== undefined && Number(batch.chainId) !== chainId)
    throw new RpcError(4901, 'The batch is for another chain than the wallet is on')
  if (!Array.isArray(batch.calls) || batch.calls.length === 0)
    throw new RpcError(-32602, 'wallet_sendCalls needs at least one call')
  return batch.calls.map((call: Call) => {
    if (call.to !== undefined && !isAddress(call.to))
      throw new RpcError(-32602, 'A call has an invalid address')
    if (call.value !== undefined && !isHex(call.value))
      throw new RpcError(-32602, 'A call has an invalid value')
    if (call.data !== undefined && !isHex(call.data)) throw new RpcError(-32602, 'A call has invalid data')
    return call
  })
}

/**
 * Answers one RPC request for a signed-in user on `chainId`: reads go to the chain, the signing
 * methods of §6 sign here with the user's key (opened for that one request), anything else is
 * refused with 'Requested RPC call is not allowed'. The visitor approved signing requests in the
 * frame before the frame sent them.
 */
export async function handleRpc(
  context: RpcContext,
  user: User | undefined,
  chainId: number,
  method: string,
  params: unknown,
): Promise<unknown> {
  const url = context.rpcUrls.get(chainId)
  if (!url) throw new RpcError(4901, 'Chain is not supported')
  const fetchImpl = context.fetch ?? fetch
  if (method === 'eth_chainId') return numberToHex(chainId)
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return user ? [user.address] : []
  if (method === 'wallet_getCapabilities')
    // Truthful: an EOA sends calls one by one; no atomic batches, no paymaster.
    return Object.fromEntries([...context.rpcUrls.keys()].map((id) => [numberToHex(id), {}]))
  if (method === 'wallet_getCallsStatus') return callsStatus(context, user, list(params)[0], url, fetchImpl)
  if (isSafeRpcMethod(method)) return forward(url, method, params, fetchImpl)
  if (!user) throw new RpcError(4100, 'Sign in first')
  const args = list(params)
  const transport = http(url, { fetchFn: fetchImpl })
  const chain = chainOf(chainId, url)
  switch (method) {
    case 'personal_sign':
      signerOf(user, args[1])
      return context.users.withKey(user, (key) => {
        const message = args[0]
        if (typeof message !== 'string') throw new RpcError(-32602, 'personal_sign needs a message')
        return privateKeyToAccount(key).signMessage({ message: isHex(message) ? { raw: message } : message })
      })
    case 'eth_signTypedData_v4': {
      signerOf(user, args[0])
      let typed: TypedDataDefinition
      try {
        typed = (typeof args[1] === 'string' ? JSON.parse(args[1]) : args[1]) as TypedDataDefinition
      } catch {
        throw new RpcError(-32602, 'eth_signTypedData_v4 needs typed data')
      }
      return context.users.withKey(user, (key) => privateKeyToAccount(key).signTypedData(typed))
    }
    case 'eth_sendTransaction': {
      const tx = (args[0] ?? {}) as Call & { from?: string; gas?: Hex }
      signerOf(user, tx.from)
      return context.users.withKey(user, (key) =>
        createWalletClient({ account: privateKeyToAccount(key), chain, transport }).sendTransaction({
          ...(tx.to ? { to: tx.to } : {}),
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        }),
      )
    }
    case 'wallet_sendCalls': {
      const calls = checkCalls(args[0], user, chainId)
      const hashes = await context.users.withKey(user, async (key) => {
        const client = createWalletClient({ account: privateKeyToAccount(key), chain, transport })
        const sent: Hex[] = []
        for (const call of calls)
          sent.push(
            await client.sendTransaction({
              ...(call.to ? { to: call.to } : {}),
              ...(call.value ? { value: BigInt(call.value) } : {}),
              ...(call.data ? { data: call.data } : {}),
            }),
          )
        return sent
      })
      const id = `0x${newToken()}`
      await context.db.query('INSERT INTO ss_calls (id, user_id, chain_id, hashes) VALUES ($1, $2, $3, $4)', [
        id,
        user.id,
        chainId,
        hashes,
      ])
      return { id }
    }
    default:
      throw new RpcError(4200, RPC_NOT_ALLOWED_MESSAGE)
  }
}

async function callsStatus(
  context: RpcContext,
  user: User | undefined,
  id: unknown,
  url: string,
  fetchImpl: typeof fetch,
) {
  if (!user) throw new RpcError(4100, 'Sign in first')
  if (typeof id !== 'string') throw new RpcError(-32602, 'wallet_getCallsStatus needs a batch id')
  const { rows } = await context.db.query<{ chain_id: number; hashes: string[] }>(
    'SELECT chain_id, hashes FROM ss_calls WHERE id = $1 AND user_id = $2',
    [id, user.id],
  )
  const batch = rows[0]
  if (!batch) throw new RpcError(5730, 'Unknown bundle id')
  const client = createPublicClient({
    transport: http(context.rpcUrls.get(batch.chain_id) ?? url, { fetchFn: fetchImpl }),
  })
  const receipts = await Promise.all(
    batch.hashes.map((hash) => client.getTransactionReceipt({ hash: hash as Hex }).catch(() => undefined)),
  )
  const pending = receipts.some((r) => r === undefined)
  const failed = receipts.some((r) => r?.status === 'reverted')
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(batch.chain_id),
    atomic: false,
    status: pending ? 100 : failed ? 500 : 200,
    receipts: receipts
      .filter((r) => r !== undefined)
      .map((r) => ({
        logs: r.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
        status: r.status === 'success' ? '0x1' : '0x0',
        blockHash: r.blockHash,
        blockNumber: numberToHex(r.blockNumber),
        gasUsed: numberToHex(r.gasUsed),
        transactionHash: r.transactionHash,
      })),
  }
}
