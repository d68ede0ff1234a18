// The verifier writes BIP-143 and BIP-341 out for BIP-322's fixed to_sign; btc-signer computes them for any
// transaction. The two must agree, for every address type the verifier reads.
import { hex } from '@scure/base'
import { p2sh, p2tr, p2wpkh, RawTx, SigHash, Transaction } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, sha256x2 } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { txHashVectors } from '../_test/bip322Vectors.js'
import { decodeAddress, keyHashScript, outputScript } from './address.js'
import { hash160 } from './hashes.js'
import { segwitV0Sighash, taprootSighash } from './sighash.js'
import { toSpendTxid } from './virtualTransactions.js'

const displayOrder = (txid: Uint8Array) => hex.encode(Uint8Array.from(txid).reverse())

/** BIP-322's to_sign as btc-signer builds it: spending output 0 of `toSpend` (internal order), paying `script`. */
function toSign(toSpend: Uint8Array, script: Uint8Array, extra: { tapInternalKey?: Uint8Array } = {}) {
  const tx = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  tx.addInput({
    txid: displayOrder(toSpend),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...extra,
  })
  tx.addOutput({ script: Uint8Array.of(0x6a), amount: 0n })
  return tx
}

describe('to_sign signature hashes', () => {
  it("give the BIP's to_sign txids", () => {
    for (const vector of txHashVectors) {
      const address = decodeAddress(vector.address)
      if (!address) throw new Error(`cannot decode ${vector.address}`)
      const raw = RawTx.encode({
        version: 0,
        segwitFlag: false,
        inputs: [
          {
            // RawTx takes txids in display order.
            txid: Uint8Array.from(toSpendTxid(vector.message, outputScript(address))).reverse(),
            index: 0,
            finalScriptSig: new Uint8Array(),
            sequence: 0,
          },
        ],
        outputs: [{ amount: 0n, script: Uint8Array.of(0x6a) }],
        witnesses: [],
        lockTime: 0,
      })
      expect(displayOrder(sha256x2(raw))).toBe(vector.toSign)
    }
  })

  const privateKey = new Uint8Array(32).fill(3)
  const publicKey = pubECDSA(privateKey)
  const keyHash = hash160(publicKey)

  it("match btc-signer's BIP-143 hash for P2WPKH and P2SH-P2WPKH", () => {
    for (const payment of [p2wpkh(publicKey), p2sh(p2wpkh(publicKey))])
      for (const message of ['', 'Hello World', 'Sign in to Example\nNonce: 42']) {
        const toSpend = toSpendTxid(message, payment.script)
        const expected = toSign(toSpend, payment.script).preimageWitnessV0(
          0,
          keyHashScript(keyHash),
          SigHash.ALL,
          0n,
        )
        expect(hex.encode(segwitV0Sighash(toSpend, keyHashScript(keyHash)))).toBe(hex.encode(expected))
      }
  })

  it("match btc-signer's BIP-341 key-path hash for SIGHASH_DEFAULT and SIGHASH_ALL", () => {
    const internal = pubSchnorr(privateKey)
    const payment = p2tr(internal)
    for (const message of ['', 'Hello World'])
      for (const hashType of [SigHash.DEFAULT, SigHash.ALL]) {
        const toSpend = toSpendTxid(message, payment.script)
        const tx = toSign(toSpend, payment.script, { tapInternalKey: internal })
        const expected = tx.preimageWitnessV1(0, [payment.script], hashType, [0n])
        expect(hex.encode(taprootSighash(toSpend, payment.script, hashType))).toBe(hex.encode(expected))
      }
  })
})
