import { describe, expect, it } from 'vitest'
import { walletFailure } from './walletFailure.js'

describe('walletFailure', () => {
  it("shows the wallet's own first line, found down the cause chain", () => {
    expect(walletFailure(new Error('', { cause: { message: 'Nonce too low\nat line 3' } }))).toEqual({
      shortMessage: 'Nonce too low',
      messageId: 'text',
      messageParams: { text: 'Nonce too low' },
    })
    expect(walletFailure({ shortMessage: 'Insufficient funds', message: 'long' })).toMatchObject({
      messageParams: { text: 'Insufficient funds' },
    })
  })

  it('falls back to the user-facing text by id when the wallet said nothing', () => {
    expect(walletFailure({ code: -32603 }, 'transactionError')).toEqual({
      shortMessage: 'Transaction error',
      messageId: 'transactionError',
    })
    expect(walletFailure(undefined)).toEqual({
      shortMessage: 'Something went wrong',
      messageId: 'somethingWentWrong',
    })
  })
})
