import {
  type Hex,
  isAddressEqual,
  isHex,
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
  type TransactionSerialized,
  type TypedDataDefinition,
} from 'viem'
import { type Call, checkCalls, checkSigner, signableMessage, typedDataOf } from '../rpc/calls.js'
import { recordCalls } from '../rpc/callsStatus.js'
import type { RpcContext } from '../rpc/handleRpc.js'
import { RpcError } from '../rpc/rpcError.js'
import type { User } from '../store/users.js'

// A device-mode wallet's signatures are made in the frame, which alone can unwrap its key. The server
// still decides: it checked the passkey's assertion over the request before it gets here, and relays or
// answers only what the wallet's own key signed for exactly that request.

const signedRefused = () => new RpcError(-32602, 'The signed answer does not match the request')

const list = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])

const hexes = (signed: unknown, count: number): Hex[] => {
  const items = Array.isArray(signed) ? signed : [signed]
  if (items.length !== count || !items.every((item) => typeof item === 'string' && isHex(item)))
    throw signedRefused()
  return items as Hex[]
}

const sameHex = (a: Hex | undefined, b: Hex | undefined) =>
  (a ?? '0x').toLowerCase() === (b ?? '0x').toLowerCase()

/** A signed transaction is the user's, on this chain, and carries the request's call unchanged. */
async function checkTransaction(user: User, chainId: number, call: Call & { gas?: Hex }, raw: Hex) {
  let parsed: ReturnType<typeof parseTransaction>
  let signer: Hex
  try {
    parsed = parseTransaction(raw)
    signer = await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerialized })
  } catch {
    throw signedRefused()
  }
  const to = parsed.to ?? undefined
  const matches =
    isAddressEqual(signer, user.address) &&
    parsed.chainId === chainId &&
    (call.to === undefined ? to === undefined : to !== undefined && isAddressEqual(to, call.to)) &&
    (parsed.value ?? 0n) === BigInt(call.value ?? 0) &&
    sameHex(parsed.data, call.data) &&
    (call.gas === undefined || parsed.gas === BigInt(call.gas))
  if (!matches) throw signedRefused()
}

async function relay(context: RpcContext, chainId: number, raw: Hex): Promise<Hex> {
  const url = context.rpcUrls.get(chainId)
  if (!url) throw new RpcError(4901, 'Chain is not supported')
  const response = await (context.fetch ?? fetch)(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendRawTransaction', params: [raw] }),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json()) as { result?: Hex; error?: { code?: number; message?: string } }
  if (body.error || !body.result)
    throw new RpcError(body.error?.code ?? -32603, body.error?.message ?? 'The chain refused the transaction')
  return body.result
}

/**
 * Answers a device-mode wallet's signing request with what the frame signed (`signed`: a signature,
 * a raw transaction, or one raw transaction per call of a batch), after checking it is the wallet's
 * key's, for this request and chain. Transactions are broadcast here; a batch is recorded as the EOA's.
 */
export async function relaySigned(
  context: RpcContext,
  user: User,
  chainId: number,
  method: string,
  params: unknown,
  signed: unknown,
): Promise<unknown> {
  if (!context.rpcUrls.has(chainId)) throw new RpcError(4901, 'Chain is not supported')
  const args = list(params)
  switch (method) {
    case 'personal_sign': {
      checkSigner(user.address, args[1])
      const [signature] = hexes(signed, 1) as [Hex]
      const signer = await recoverMessageAddress({ message: signableMessage(args[0]), signature }).catch(
        () => undefined,
      )
      if (!signer || !isAddressEqual(signer, user.address)) throw signedRefused()
      return signature
    }
    case 'eth_signTypedData_v4': {
      checkSigner(user.address, args[0])
      const [signature] = hexes(signed, 1) as [Hex]
      const typed = typedDataOf<TypedDataDefinition>(args[1])
      const signer = await recoverTypedDataAddress({ ...typed, signature }).catch(() => undefined)
      if (!signer || !isAddressEqual(signer, user.address)) throw signedRefused()
      return signature
    }
    case 'eth_sendTransaction': {
      const tx = (args[0] ?? {}) as Call & { from?: string; gas?: Hex }
      checkSigner(user.address, tx.from)
      const [raw] = hexes(signed, 1) as [Hex]
      await checkTransaction(user, chainId, tx, raw)
      return relay(context, chainId, raw)
    }
    case 'wallet_sendCalls': {
      const calls = checkCalls(args[0], user.address, chainId)
      const raws = hexes(signed, calls.length)
      for (const [index, call] of calls.entries())
        await checkTransaction(user, chainId, call, raws[index] as Hex)
      const hashes: Hex[] = []
      for (const raw of raws) hashes.push(await relay(context, chainId, raw))
      return recordCalls(context, user, chainId, hashes)
    }
    default:
      throw new RpcError(4200, 'This wallet’s key is kept on your devices: this request cannot be signed')
  }
}
