import { ExtendedSecp256k1Signature, Secp256k1, Secp256k1Signature } from '@cosmjs/crypto'
import { bitcoinTestAccounts } from '@foyer/devnet'
import { Address, NETWORK, OutScript, p2pkh, RawWitness, SigHash, Transaction } from '@scure/btc-signer'
import { sha256x2 } from '@scure/btc-signer/utils.js'
import { bytesToHex, hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  bip322MessageHash,
  bip322ToSpendTxid,
  legacyMessageHash,
  signBip322,
  signLegacyMessage,
} from './message.js'
import { scriptOfAddress } from './psbt.js'

const account = bitcoinTestAccounts[7]
const fromHex = (hex: string) => hexToBytes(`0x${hex}`)

describe('BIP-322 simple signatures', () => {
  it("computes the BIP's message hashes and to_spend txids (its test vectors)", () => {
    expect(bytesToHex(bip322MessageHash(''))).toBe(
      '0xc90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(bytesToHex(bip322MessageHash('Hello World'))).toBe(
      '0xf0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
    const script = OutScript.encode(Address(NETWORK).decode('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'))
    expect(bip322ToSpendTxid('', script)).toBe(
      'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    )
    expect(bip322ToSpendTxid('Hello World', script)).toBe(
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    )
  })

  it('signs with the payment key: a witness of a SIGHASH_ALL signature and the public key over to_sign', async () => {
    const message = 'Sign in to Foyer on Bitcoin'
    const result = signBip322(account, message)
    expect(result.address).toBe(account.payment.address)
    expect(result.messageHash).toBe(bytesToHex(bip322MessageHash(message)).slice(2))
    const [signature, publicKey] = RawWitness.decode(fromHex(result.signature))
    if (!signature || !publicKey) throw new Error('expected two witness items')
    expect(bytesToHex(publicKey).slice(2)).toBe(account.payment.publicKey)
    expect(signature.at(-1)).toBe(SigHash.ALL)
    // The BIP-143 digest of to_sign's input, computed again, verifies under the public key.
    const script = scriptOfAddress(account.payment.address)
    const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
    toSign.addInput({
      txid: bip322ToSpendTxid(message, script),
      index: 0,
      sequence: 0,
      witnessUtxo: { script, amount: 0n },
    })
    toSign.addOutput({ script: fromHex('6a'), amount: 0n })
    const scriptCode = p2pkh(publicKey).script
    // preimageWitnessV0 answers the digest itself (the double SHA-256 of BIP-143's preimage).
    const digest = toSign.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
    const der = Secp256k1Signature.fromDer(signature.slice(0, -1))
    expect(await Secp256k1.verifySignature(der, digest, publicKey)).toBe(true)
    expect(await Secp256k1.verifySignature(der, sha256x2(new Uint8Array(1)), publicKey)).toBe(false)
  })
})

describe('legacy signed messages', () => {
  it('signs BIP-137 style: header 39 + recovery id, r, s; the payment key is recovered', async () => {
    const message = 'Sign in to Foyer'
    const result = await signLegacyMessage(account, message)
    expect(result.messageHash).toBe(bytesToHex(legacyMessageHash(message)).slice(2))
    const bytes = fromHex(result.signature)
    expect(bytes).toHaveLength(65)
    const header = bytes[0] as number
    expect(header).toBeGreaterThanOrEqual(39)
    expect(header).toBeLessThanOrEqual(42)
    const signature = new ExtendedSecp256k1Signature(bytes.slice(1, 33), bytes.slice(33), header - 39)
    const recovered = Secp256k1.compressPubkey(Secp256k1.recoverPubkey(signature, legacyMessageHash(message)))
    expect(bytesToHex(recovered).slice(2)).toBe(account.payment.publicKey)
  })
})
