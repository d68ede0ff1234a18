// BIP-322 "simple" message signatures, made with @scure/btc-signer (bip322-js needs Node's Buffer and
// stream, which the page has not): the witness that spends the virtual to_spend transaction, base64 by the
// caller. P2WPKH signs with SIGHASH_ALL, taproot with SIGHASH_DEFAULT, as BIP-322 says.
import { hex } from '@scure/base'
import { RawTx, RawWitness, Script, Transaction } from '@scure/btc-signer'
import { sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js'
import { signingFields, type WalletKey } from './keys.js'

/** BIP-322's message hash: the tagged hash `BIP0322-signed-message` of the message bytes. */
const messageHash = (message: Uint8Array) => tagSchnorr('BIP0322-signed-message', message)

/** The txid (display order) of BIP-322's to_spend transaction for `message` and the signer's output script. */
function toSpendId(message: Uint8Array, script: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', messageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  })
  return hex.encode(sha256x2(raw).reverse())
}

/** The BIP-322 simple signature of the message `bytes` by `key`: the serialized witness of to_sign's only input. */
export function signSimple(bytes: Uint8Array, key: WalletKey): Uint8Array {
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpendId(bytes, key.script),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
    ...signingFields(key),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness after signing')
  return RawWitness.encode(witness)
}
