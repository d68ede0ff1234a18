import { describe, expect, it } from 'vitest'
import { testMnemonic } from '../accounts.js'
import { solanaTestAccounts, solanaUsdcMint } from '../solanaAccounts.js'
import {
  deriveEd25519PrivateKey,
  deriveSolanaKeyPair,
  ed25519PublicKey,
  parseHardenedPath,
} from './derive.js'
import { toBase58 } from './wire.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('SLIP-0010 ed25519 derivation', () => {
  it('matches the specification test vector 1', () => {
    const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')
    const master = deriveEd25519PrivateKey(seed, 'm')
    expect(hex(master)).toBe('2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7')
    expect(hex(ed25519PublicKey(master))).toBe(
      'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
    )
    const child = deriveEd25519PrivateKey(seed, "m/0'/1'")
    expect(hex(child)).toBe('b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2')
    expect(hex(ed25519PublicKey(child))).toBe(
      '1932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
    )
  })

  it('refuses non-hardened levels, which ed25519 cannot derive', () => {
    expect(() => parseHardenedPath("m/44'/501'/0/0")).toThrow('hardened')
  })

  it("gives the published test keys from the test mnemonic on the path m/44'/501'/i'/0'", () => {
    for (const account of solanaTestAccounts) {
      const { publicKey, secretKey } = deriveSolanaKeyPair(testMnemonic, account.index)
      expect(toBase58(publicKey)).toBe(account.publicKey)
      expect(toBase58(secretKey)).toBe(account.secretKey)
      expect(account.derivationPath).toBe(`m/44'/501'/${account.index}'/0'`)
    }
    expect(toBase58(deriveSolanaKeyPair(testMnemonic, 100).publicKey)).toBe(solanaUsdcMint.address)
    const authority = deriveSolanaKeyPair(testMnemonic, solanaUsdcMint.mintAuthority.index)
    expect(toBase58(authority.publicKey)).toBe(solanaUsdcMint.mintAuthority.publicKey)
    expect(toBase58(authority.secretKey)).toBe(solanaUsdcMint.mintAuthority.secretKey)
  })
})
