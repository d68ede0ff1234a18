import { UserRejectedRequestError } from '@foyer/core'
import { UserRejectedRequestError as ViemUserRejected } from 'viem'
import { describe, expect, it } from 'vitest'
import { WalletRequestError } from './errors.js'
import { mapWalletError } from './mapWalletError.js'
import { findRpcCodes } from './rpcCode.js'

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

describe('mapWalletError', () => {
  it.each([4001, 5000])('maps code %i to UserRejectedRequestError', (code) => {
    const error = mapWalletError(rpcError(code, 'nope'))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.shortMessage).toBe('User rejected the request.')
  })

  it("finds the wallet's rejection inside viem's wrapping", () => {
    const wrapped = new ViemUserRejected(rpcError(4001, 'User denied'))
    expect(mapWalletError(wrapped)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('keeps the code and the original error of other failures', () => {
    const original = rpcError(-32603, 'Internal JSON-RPC error')
    const error = mapWalletError(new Error('outer', { cause: original }))
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toMatchObject({ code: 'RPC', rpcCode: -32603 })
    expect((error.cause as Error).cause).toBe(original)
  })

  it("shows the wallet's own wording, else the fallback's message id", () => {
    expect(mapWalletError(rpcError(-32000, 'insufficient funds for gas'), 'transactionError')).toMatchObject({
      messageId: 'text',
      messageParams: { text: 'insufficient funds for gas' },
    })
    expect(mapWalletError({ code: -32603 }, 'transactionError')).toMatchObject({
      shortMessage: 'Transaction error',
      messageId: 'transactionError',
    })
  })

  it("reads MetaMask Mobile's data.originalError code", () => {
    const error = Object.assign(new Error('x'), { code: -32603, data: { originalError: { code: 4902 } } })
    expect(findRpcCodes(error)).toEqual([-32603, 4902])
  })

  it('stops on a cyclic cause chain', () => {
    const a: Error & { code?: number } = rpcError(1, 'a')
    const b = Object.assign(new Error('b', { cause: a }), { code: 2 })
    Object.assign(a, { cause: b })
    expect(findRpcCodes(b)).toEqual([2, 1])
  })
})
