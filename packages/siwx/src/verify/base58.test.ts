import { solanaTestAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../_test/keys.js'
import { decodeBase58 } from './base58.js'

describe('decodeBase58', () => {
  it('reads keys: a Solana key pair ends with its public key', () => {
    for (const account of solanaTestAccounts) {
      const pair = decodeBase58(account.secretKey)
      expect(pair).toHaveLength(64)
      expect(decodeBase58(account.publicKey)).toEqual(pair?.slice(32))
    }
  })

  it('keeps leading zero bytes, round-trips, and refuses what is not base58', () => {
    expect(decodeBase58('')).toEqual(new Uint8Array())
    expect(decodeBase58('11')).toEqual(new Uint8Array([0, 0]))
    expect(decodeBase58('1112')).toEqual(new Uint8Array([0, 0, 0, 1]))
    const bytes = Uint8Array.from([0, 0, 255, 1, 2, 3, 0, 58])
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    expect(decodeBase58('0OIl')).toBeUndefined()
    expect(decodeBase58('2'.repeat(129))).toBeUndefined()
  })
})
