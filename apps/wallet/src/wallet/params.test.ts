import { describe, expect, it } from 'vitest'
import { thrown } from '../testing/thrown.js'
import { InvalidParamsError, InvalidUriError } from './errors.js'
import { readPageParams, validatePairingUri } from './params.js'

const topic = 'a'.repeat(64)
const symKey = 'b'.repeat(64)
const uri = `wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1900000000`

describe('readPageParams', () => {
  it('holds test account 4 and no URI by default', () => {
    expect(readPageParams('')).toEqual({ accountIndex: 4, uri: undefined })
  })

  it('reads ?account=N and ?uri=wc:...', () => {
    expect(readPageParams(`?account=2&uri=${encodeURIComponent(uri)}`)).toEqual({ accountIndex: 2, uri })
  })

  it.each(['10', '-1', 'x', '1.5', ''])('rejects account=%s with a clear message', async (value) => {
    const error = await thrown(() => readPageParams(`?account=${value}`))
    expect(error).toBeInstanceOf(InvalidParamsError)
    expect(error).toMatchObject({
      code: 'INVALID_PARAMS',
      shortMessage: 'Expected a test account number from 0 to 9',
      details: `account=${value}`,
    })
  })
})

describe('validatePairingUri', () => {
  it('accepts a v2 pairing URI, trimmed', () => {
    expect(validatePairingUri(`  ${uri}\n`)).toBe(uri)
  })

  it.each([
    ['not a URI', 'hello', 'Expected a URI starting with wc:'],
    ['a v1 URI', `wc:${topic}@1?bridge=x&key=${symKey}`, 'Expected version 2, got 1'],
    ['no symKey', `wc:${topic}@2?relay-protocol=irn`, 'The symKey is missing'],
    ['no topic', `wc:@2?relay-protocol=irn&symKey=${symKey}`, 'The pairing topic is missing'],
  ])('rejects %s', async (_, input, details) => {
    const error = await thrown(() => validatePairingUri(input))
    expect(error).toBeInstanceOf(InvalidUriError)
    expect(error).toMatchObject({ code: 'INVALID_URI', shortMessage: 'Invalid WalletConnect URI', details })
  })
})
