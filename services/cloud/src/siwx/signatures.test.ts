import { describe, expect, it } from 'vitest'
import { verifyBitcoinSignature, verifySolanaSignature } from './signatures.js'
import { bitcoinSigner, solanaSigner } from './testSigners.js'

const message = 'localhost:5173 wants you to sign in with your Solana account:\n…'

describe('Solana and Bitcoin signatures on the server', () => {
  it('ed25519: the account’s signature verifies; another message, key or broken bytes do not', () => {
    const signer = solanaSigner(0)
    const signature = signer.signMessage(message)
    expect(verifySolanaSignature(signer.address, message, signature)).toBe(true)
    expect(verifySolanaSignature(signer.address, `${message}!`, signature)).toBe(false)
    expect(verifySolanaSignature(solanaSigner(1).address, message, signature)).toBe(false)
    expect(verifySolanaSignature(signer.address, message, signature.slice(1))).toBe(false)
    expect(verifySolanaSignature('0OIl', message, signature)).toBe(false)
  })

  it('BIP-322: P2WPKH and P2TR signatures verify; another message or address, or garbage, do not', async () => {
    for (const kind of ['payment', 'taproot'] as const) {
      const signer = bitcoinSigner(1, kind)
      const signature = signer.signMessage(message)
      expect(await verifyBitcoinSignature(signer.address, message, signature)).toBe(true)
      expect(await verifyBitcoinSignature(signer.address, `${message}!`, signature)).toBe(false)
      expect(await verifyBitcoinSignature(bitcoinSigner(2, kind).address, message, signature)).toBe(false)
      expect(await verifyBitcoinSignature(signer.address, message, 'AAAA')).toBe(false)
    }
  })
})
