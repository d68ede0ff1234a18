import { describe, expect, it } from 'vitest'
import { getErrorCode, getErrorCodes } from './errorCode.js'

describe('error codes on a cause chain', () => {
  const wallet = { code: 4902, message: 'Unrecognized chain' }
  const wrapped = new Error('Switch failed', {
    cause: Object.assign(new Error('x', { cause: wallet }), { code: -32603 }),
  })

  it('finds the first code (getErrorCode) and all of them, outermost first (getErrorCodes)', () => {
    expect(getErrorCode(wrapped)).toBe(-32603)
    expect(getErrorCodes(wrapped)).toEqual([-32603, 4902])
    expect(getErrorCodes(new Error('no code'))).toEqual([])
  })

  it("reads MetaMask Mobile's data.originalError code after the error's own", () => {
    expect(getErrorCodes({ code: -32603, data: { originalError: { code: 4001 } } })).toEqual([-32603, 4001])
  })
})
