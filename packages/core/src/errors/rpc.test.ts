import { BaseError } from '@foyer/errors'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from './errors.js'
import {
  AtomicityNotSupportedError,
  InternalRpcError,
  JsonRpcVersionUnsupportedError,
  ParseRpcError,
  RPC_ERROR_CLASSES,
  RpcError,
  SwitchChainError,
  toRpcError,
} from './rpc.js'

describe('RPC error catalogue', () => {
  it('covers -32700..-32006, 4100..4902 and 5700..5760, one class per code', () => {
    const codes = [...RPC_ERROR_CLASSES.keys()].sort((a, b) => a - b)
    expect(codes).toEqual([
      -32700, -32603, -32602, -32601, -32600, -32006, -32005, -32004, -32003, -32002, -32001, -32000, 4100,
      4200, 4900, 4901, 4902, 5700, 5710, 5720, 5730, 5740, 5750, 5760,
    ])
    expect(new Set([...RPC_ERROR_CLASSES.values()]).size).toBe(codes.length)
  })

  it('gives every class its own message id for the views', () => {
    const ids = [...RPC_ERROR_CLASSES.values()].map((errorClass) => new errorClass().messageId)
    expect(ids.every((id) => id.startsWith('errorRpc'))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('maps a thrown code, also from the cause chain, to its named class', () => {
    const parse = toRpcError({ code: -32700, message: 'parse error' })
    expect(parse).toBeInstanceOf(ParseRpcError)
    expect(parse).toBeInstanceOf(RpcError)
    expect((parse as RpcError).rpcCode).toBe(-32700)
    expect(toRpcError(new Error('wrapped', { cause: { code: 4902 } }))).toBeInstanceOf(SwitchChainError)
    expect(toRpcError({ code: -32603 })?.shortMessage).toBe('An internal error was received.')
    expect(toRpcError({ code: 5760 })).toBeInstanceOf(AtomicityNotSupportedError)
    expect(toRpcError({ code: -32006 })).toBeInstanceOf(JsonRpcVersionUnsupportedError)
  })

  it("treats 4001 and 5000 as 'User rejected the request.'", () => {
    expect(toRpcError({ code: 4001 })).toBeInstanceOf(UserRejectedRequestError)
    expect(toRpcError({ code: 5000 })?.shortMessage).toBe('User rejected the request.')
  })

  it('keeps Foyer errors and leaves unknown codes unmapped', () => {
    const internal = new InternalRpcError()
    expect(toRpcError(internal)).toBe(internal)
    expect(toRpcError({ code: 1234 })).toBeUndefined()
    expect(toRpcError(new Error('no code'))).toBeUndefined()
    expect(internal).toBeInstanceOf(BaseError)
  })
})
