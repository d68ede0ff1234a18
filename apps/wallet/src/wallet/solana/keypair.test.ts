import { solanaTestAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { InvalidParamsError } from '../errors.js'
import { base58Decode, base58Encode } from './base58.js'
import { solanaKeyFromSecret } from './keypair.js'

describe('solanaKeyFromSecret', () => {
  it('holds a test account: its address, and signatures that verify under it', async () => {
    const account = solanaTestAccounts[7]
    const key = await solanaKeyFromSecret(account.secretKey)
    expect(key.address).toBe(account.publicKey)
    const data = new TextEncoder().encode('Hello from Solana')
    const signature = await key.sign(data)
    expect(signature).toHaveLength(64)
    const publicKey = await crypto.subtle.importKey(
      'raw',
      base58Decode(key.address),
      { name: 'Ed25519' },
      false,
      ['verify'],
    )
    expect(await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, signature, data)).toBe(true)
  })

  it('refuses a key of the wrong length, or whose halves do not belong together', async () => {
    await expect(solanaKeyFromSecret(solanaTestAccounts[7].publicKey)).rejects.toBeInstanceOf(
      InvalidParamsError,
    )
    const seven = base58Decode(solanaTestAccounts[7].secretKey)
    const six = base58Decode(solanaTestAccounts[6].secretKey)
    const mixed = base58Encode(new Uint8Array([...seven.slice(0, 32), ...six.slice(32)]))
    await expect(solanaKeyFromSecret(mixed)).rejects.toThrow('Invalid Solana secret key')
  })
})
