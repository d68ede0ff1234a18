import { solanaTestAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { InvalidParamsError } from '../errors.js'
import { base58Decode, base58Encode, base64Decode, base64Encode } from './base58.js'

describe('base58', () => {
  it('round-trips, leading zero bytes as 1s', () => {
    const bytes = new Uint8Array([0, 0, 1, 2, 255, 7])
    expect(base58Encode(bytes)).toMatch(/^11/)
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes)
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(base58Encode(new Uint8Array())).toBe('')
  })

  it("decodes a test key pair into its 64 bytes, whose second half is the account's address", () => {
    const account = solanaTestAccounts[7]
    const bytes = base58Decode(account.secretKey)
    expect(bytes).toHaveLength(64)
    expect(base58Encode(bytes.slice(32))).toBe(account.publicKey)
  })

  it('knows the alphabet: Hello World', () => {
    expect(base58Encode(new TextEncoder().encode('Hello World'))).toBe('JxF12TrwUP45BMd')
  })

  it('refuses a character outside it', () => {
    expect(() => base58Decode('0OIl')).toThrow(InvalidParamsError)
  })
})

describe('base64', () => {
  it('round-trips bytes, and refuses what is not base64', () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => i % 256)
    expect(base64Decode(base64Encode(bytes))).toEqual(bytes)
    expect(base64Encode(new Uint8Array([104, 105]))).toBe('aGk=')
    expect(() => base64Decode('not base64!')).toThrow(InvalidParamsError)
  })
})
