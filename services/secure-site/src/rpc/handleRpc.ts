import { isSafeRpcMethod, RPC_NOT_ALLOWED_MESSAGE } from '@foyer/frame'
import {
  createWalletClient,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { activeAccount, chainOf, smartAccountAddress, smartAccountChains } from '../smart/smartAccounts.js'
import type { User } from '../store/users.js'
import { type Call, checkCalls, checkSigner, signableMessage, typedDataOf } from './calls.js'
import { callsStatus, recordCalls } from './callsStatus.js'
import { RpcError } from './rpcError.js'
import { SMART_ACCOUNT_READS, type SmartRpcContext, smartAccountRpc } from './smartAccountRpc.js'

export type RpcContext = SmartRpcContext

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

/** Whether a gas read is about the acting Safe: eth_gasPrice always, eth_estimateGas when `from` is it. */
const namesSafe = (args: unknown[], safe: string) => {
  const from = (args[0] as { from?: unknown } | undefined)?.from
  return (
    args.length === 0 || (typeof from === 'string' && isAddress(from) && isAddressEqual(from, safe as Hex))
  )
}

/**
 * EIP-5792 capabilities, truthfully: the smart account sends atomic batches on the chains with a
 * bundler; the EOA sends calls one by one (no atomic batches, no paymaster) everywhere.
 */
async function capabilities(context: RpcContext, user: User | undefined, account: unknown) {
  const smartChains = new Set(smartAccountChains(context))
  const isSmart =
    user !== undefined &&
    smartChains.size > 0 &&
    typeof account === 'string' &&
    isAddress(account) &&
    isAddressEqual(account, await smartAccountAddress(context, user))
  return Object.fromEntries(
    [...context.rpcUrls.keys()].map((id) => [
      numberToHex(id),
      isSmart && smartChains.has(id) ? { atomic: { status: 'supported' } } : {},
    ]),
  )
}

/**
 * Answers one RPC request for a signed-in user on `chainId`: reads go to the chain, the signing
 * methods the embedded wallet allows sign here with the user's key (opened for that one request), as the EOA or, where
 * the smart account acts (smartAccountRpc.ts), as the user's Safe; anything else is refused with
 * 'Requested RPC call is not allowed'. The visitor approved signing requests in the frame before
 * the frame sent them.
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
  if (method === 'eth_accounts' || method === 'eth_requestAccounts')
    return user ? [(await activeAccount(context, user, chainId)).address] : []
  if (method === 'wallet_getCapabilities') return capabilities(context, user, list(params)[0])
  if (method === 'wallet_getCallsStatus') return callsStatus(context, user, list(params)[0])
  if (isSafeRpcMethod(method) && !(user && SMART_ACCOUNT_READS.has(method)))
    return forward(url, method, params, fetchImpl)
  if (!user) throw new RpcError(4100, 'Sign in first')
  const args = list(params)
  const active = await activeAccount(context, user, chainId)
  // Gas of an EOA, or of an account other than the acting Safe: the chain's own answer.
  if (SMART_ACCOUNT_READS.has(method) && (active.type === 'eoa' || !namesSafe(args, active.address)))
    return forward(url, method, params, fetchImpl)
  if (active.type === 'smartAccount')
    return smartAccountRpc(context, user, chainId, active.address, method, args)
  const transport = http(url, { fetchFn: fetchImpl })
  const chain = chainOf(chainId, url)
  const send = (key: Hex, call: Call & { gas?: Hex }) =>
    createWalletClient({ account: privateKeyToAccount(key), chain, transport }).sendTransaction({
      ...(call.to ? { to: call.to } : {}),
      ...(call.value ? { value: BigInt(call.value) } : {}),
      ...(call.data ? { data: call.data } : {}),
      ...(call.gas ? { gas: BigInt(call.gas) } : {}),
    })
  switch (method) {
    case 'personal_sign': {
      checkSigner(user.address, args[1])
      const message = signableMessage(args[0])
      return context.users.withKey(user, (key) => privateKeyToAccount(key).signMessage({ message }))
    }
    case 'eth_signTypedData_v4': {
      checkSigner(user.address, args[0])
      const typed = typedDataOf<TypedDataDefinition>(args[1])
      return context.users.withKey(user, (key) => privateKeyToAccount(key).signTypedData(typed))
    }
    case 'eth_sendTransaction': {
      const tx = (args[0] ?? {}) as Call & { from?: string; gas?: Hex }
      checkSigner(user.address, tx.from)
      return context.users.withKey(user, (key) => send(key, tx))
    }
    case 'wallet_sendCalls': {
      const calls = checkCalls(args[0], user.address, chainId)
      const hashes = await context.users.withKey(user, async (key) => {
        const sent: Hex[] = []
        for (const call of calls) sent.push(await send(key, call))
        return sent
      })
      return recordCalls(context, user, chainId, hashes)
    }
    default:
      throw new RpcError(4200, RPC_NOT_ALLOWED_MESSAGE)
  }
}
