import { describe, expect, it } from 'vitest'
import { ServiceUnavailableError } from '../api/errors.js'
import { ChainNotSupportedError, HttpRequestError } from './connectionErrors.js'
import { UserRejectedRequestError } from './errors.js'
import { toTypedError } from './toTypedError.js'
import { toErrorMessage, toUserMessage } from './toUserMessage.js'

describe('toErrorMessage', () => {
  it('gives ids and values, never English, for what a view shows', () => {
    expect(toErrorMessage({ code: 4001, message: 'MetaMask Tx Signature: User denied' })).toEqual({
      id: 'errorUserRejected',
    })
    expect(toErrorMessage(new Error('wrapped', { cause: { code: 5000 } }))).toEqual({
      id: 'errorUserRejected',
    })
    expect(toErrorMessage(new ChainNotSupportedError())).toEqual({ id: 'errorChainNotSupported' })
    expect(toErrorMessage(new HttpRequestError(503))).toEqual({
      id: 'errorHttpStatus',
      params: { status: 503 },
    })
    expect(toErrorMessage(new ServiceUnavailableError('timeout', 'GET /x'))).toEqual({
      id: 'errorServiceTimeout',
    })
  })
  it("passes a wallet's or library's own short message through as text", () => {
    expect(toErrorMessage({ shortMessage: 'Insufficient funds', code: -32000 })).toEqual({
      id: 'text',
      params: { text: 'Insufficient funds' },
    })
  })
  it('uses the catalogued id of a JSON-RPC code, else errorUnknown', () => {
    expect(toErrorMessage({ code: -32002, message: 'Already processing' })).toEqual({
      id: 'errorRpcResourceUnavailable',
    })
    expect(toErrorMessage(new Error('ECONNREFUSED 127.0.0.1:8545'))).toEqual({ id: 'errorUnknown' })
  })
})

describe('toUserMessage', () => {
  it("maps 4001 and 5000, also deep in the cause chain, to 'User rejected the request.'", () => {
    expect(toUserMessage({ code: 4001, message: 'MetaMask Tx Signature: User denied' })).toBe(
      'User rejected the request.',
    )
    expect(toUserMessage({ code: 5000 })).toBe('User rejected the request.')
    expect(
      toUserMessage(new Error('wrapped', { cause: new Error('inner', { cause: { code: 4001 } }) })),
    ).toBe('User rejected the request.')
  })
  it("uses a Foyer error's or a viem-style error's short message", () => {
    expect(toUserMessage(new ChainNotSupportedError())).toBe('Chain is not supported')
    expect(toUserMessage({ shortMessage: 'Insufficient funds', code: -32000 })).toBe('Insufficient funds')
  })
  it('uses the catalogue text for a known JSON-RPC code', () => {
    expect(toUserMessage({ code: -32002, message: 'Already processing eth_requestAccounts' })).toBe(
      'Requested resource not available.',
    )
  })
  it('falls back to a generic text that leaks no internals', () => {
    expect(toUserMessage(new Error('ECONNREFUSED 127.0.0.1:8545'))).toBe('An error occurred')
    expect(toUserMessage(undefined)).toBe('An error occurred')
  })
})

describe('toTypedError', () => {
  it('turns rejections into UserRejectedRequestError and keeps Foyer errors', () => {
    const rejected = toTypedError({ code: 4001 })
    expect(rejected).toBeInstanceOf(UserRejectedRequestError)
    const foyer = new ChainNotSupportedError()
    expect(toTypedError(foyer)).toBe(foyer)
    expect(toTypedError(new Error('x')).code).toBe('UNKNOWN')
    expect(toTypedError({ code: 4902 }).shortMessage).toBe(
      'An error occurred when attempting to switch chain.',
    )
    expect(toTypedError({ code: 4902 }).messageId).toBe('errorRpcSwitchChain')
  })
  it("keeps a foreign error's short message as the view's text, else 'An error occurred'", () => {
    expect(toTypedError({ shortMessage: 'Insufficient funds' })).toMatchObject({
      code: 'UNKNOWN',
      messageId: 'text',
      messageParams: { text: 'Insufficient funds' },
    })
    expect(toTypedError(new Error('ECONNREFUSED'))).toMatchObject({ messageId: 'errorUnknown' })
  })
})
