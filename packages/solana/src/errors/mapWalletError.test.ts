import { isWalletRejection, UserRejectedRequestError } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { SolanaRequestError } from './errors.js'
import { mapWalletError } from './mapWalletError.js'

const walletError = (message: string, code?: number) =>
  Object.assign(new Error(message), code ? { code } : {})

describe('mapWalletError', () => {
  it.each([
    walletError('User rejected the request.', 4001),
    walletError('Request declined', 5000),
    walletError('User rejected the request'),
    walletError('User declined to sign'),
    walletError('Transaction cancelled by user'),
    walletError('Approval Denied'),
    new Error('WalletSignMessageError', { cause: walletError('nope', 4001) }),
  ])('maps a rejection (%s) to UserRejectedRequestError with the user-facing text', (error) => {
    expect(isWalletRejection(error)).toBe(true)
    const mapped = mapWalletError(error)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(mapped.shortMessage).toBe('User rejected the request.')
    expect(mapped.cause).toBe(error)
  })

  it("keeps the wallet's first line and innermost code for other failures", () => {
    const inner = walletError('Blockhash not found', -32002)
    const mapped = mapWalletError(new Error('Send failed\nstack...', { cause: inner }))
    expect(mapped).toBeInstanceOf(SolanaRequestError)
    expect(mapped).toMatchObject({
      code: 'RPC',
      shortMessage: 'Send failed',
      rpcCode: -32002,
      messageId: 'text',
      messageParams: { text: 'Send failed' },
    })
  })

  it('uses the fallback text when the wallet said nothing, and stops on a cyclic cause', () => {
    expect(mapWalletError({}, 'transactionError')).toMatchObject({
      shortMessage: 'Transaction error',
      messageId: 'transactionError',
    })
    const a: Error & { cause?: unknown } = new Error('a')
    a.cause = new Error('b', { cause: a })
    expect(isWalletRejection(a)).toBe(false)
  })

  it('passes Foyer errors through', () => {
    const error = new SolanaRequestError('Token Balance Unavailable')
    expect(mapWalletError(error)).toBe(error)
  })
})
