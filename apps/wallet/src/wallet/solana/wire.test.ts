import { solanaTestAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { solTransferWire } from '../../testing/solanaTransaction.js'
import { InvalidParamsError } from '../errors.js'
import { base58Decode } from './base58.js'
import { solanaKeyFromSecret } from './keypair.js'
import { parseWireTransaction, signWireTransaction, solTransfers, systemProgram } from './wire.js'

const from = solanaTestAccounts[7].publicKey
const to = solanaTestAccounts[6].publicKey

describe('parseWireTransaction', () => {
  it.each(['legacy', 0] as const)('reads a %s transfer: signers, instructions, the SOL moved', (version) => {
    const transaction = parseWireTransaction(solTransferWire({ from, to, lamports: 250_000_000n, version }))
    expect(transaction.version).toBe(version)
    expect(transaction.signers).toEqual([from])
    expect(transaction.instructions).toHaveLength(1)
    expect(transaction.instructions[0]?.programId).toBe(systemProgram)
    expect(solTransfers(transaction)).toEqual([{ from, to, lamports: 250_000_000n }])
    expect(transaction.message[0]).toBe(version === 0 ? 0x80 : 1)
  })

  it('refuses bytes that end early or whose slots do not match the signers', () => {
    const wire = solTransferWire({ from, to, lamports: 1n })
    expect(() => parseWireTransaction(wire.subarray(0, 100))).toThrow(InvalidParamsError)
    const noSlot = new Uint8Array([0, ...wire.subarray(65)])
    expect(() => parseWireTransaction(noSlot)).toThrow('Invalid transaction')
  })
})

describe('signWireTransaction', () => {
  it("puts the key's ed25519 signature of the message in its slot", async () => {
    const key = await solanaKeyFromSecret(solanaTestAccounts[7].secretKey)
    const transaction = parseWireTransaction(solTransferWire({ from, to, lamports: 1n }))
    const { signed, signature } = await signWireTransaction(transaction, key)
    expect(signed.subarray(1, 65)).toEqual(signature)
    expect(signed.subarray(65)).toEqual(transaction.message)
    const publicKey = await crypto.subtle.importKey('raw', base58Decode(from), { name: 'Ed25519' }, false, [
      'verify',
    ])
    expect(
      await crypto.subtle.verify(
        { name: 'Ed25519' },
        publicKey,
        signature,
        new Uint8Array(transaction.message),
      ),
    ).toBe(true)
  })

  it('refuses a transaction the key does not sign', async () => {
    const key = await solanaKeyFromSecret(solanaTestAccounts[7].secretKey)
    const transaction = parseWireTransaction(solTransferWire({ from: to, to: from, lamports: 1n }))
    await expect(signWireTransaction(transaction, key)).rejects.toThrow(
      'The transaction does not need this account’s signature',
    )
  })
})
