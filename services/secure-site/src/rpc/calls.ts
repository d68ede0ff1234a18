import { type Hex, isAddress, isAddressEqual, isHex } from 'viem'
import { RpcError } from './rpcError.js'

export type Call = { to?: Hex; value?: Hex; data?: Hex }

/** A request naming an account must name the one acting on this chain (the EOA or the smart account). */
export function checkSigner(acting: `0x${string}`, requested: unknown): void {
  if (typeof requested === 'string' && isAddress(requested) && !isAddressEqual(requested, acting))
    throw new RpcError(4100, 'The requested account is not the signed-in account')
}

/** EIP-5792 wallet_sendCalls checks: version, sender, chain, and calls to valid addresses. */
export function checkCalls(request: unknown, acting: `0x${string}`, chainId: number): Call[] {
  const batch = request as
    | { version?: unknown; from?: unknown; chainId?: unknown; calls?: unknown }
    | undefined
  if (!batch || typeof batch !== 'object') throw new RpcError(-32602, 'wallet_sendCalls needs a batch object')
  if (typeof batch.version !== 'string') throw new RpcError(-32602, 'wallet_sendCalls needs a version')
  if (batch.from !== undefined) checkSigner(acting, batch.from)
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

/** personal_sign's message: a hex string is raw bytes, anything else text. */
export function signableMessage(message: unknown): string | { raw: Hex } {
  if (typeof message !== 'string') throw new RpcError(-32602, 'personal_sign needs a message')
  return isHex(message) ? { raw: message } : message
}

export function typedDataOf<T>(value: unknown): T {
  try {
    return (typeof value === 'string' ? JSON.parse(value) : value) as T
  } catch {
    throw new RpcError(-32602, 'eth_signTypedData_v4 needs typed data')
  }
}
