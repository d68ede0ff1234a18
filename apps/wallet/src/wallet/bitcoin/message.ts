import { type ExtendedSecp256k1Signature, Secp256k1 } from '@cosmjs/crypto'
import { CompactSize, RawTx, RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer'
import { sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js'
import { bytesToHex, hexToBytes } from 'viem'
import type { BitcoinAccount } from './account.js'
import { scriptOfAddress } from './psbt.js'

/** signMessage's answer (WalletConnect's bip122 reference): hex without 0x. */
export interface BitcoinMessageResult {
  address: string
  signature: string
  messageHash: string
}

const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2)
const utf8 = (text: string) => new TextEncoder().encode(text)
const withLength = (bytes: Uint8Array) =>
  new Uint8Array([...CompactSize.encode(BigInt(bytes.length)), ...bytes])

/** BIP-322's message hash: the tagged hash `BIP0322-signed-message` of the message's bytes. */
export function bip322MessageHash(message: string): Uint8Array {
  return tagSchnorr('BIP0322-signed-message', utf8(message))
}

/**
 * The txid (display order) of BIP-322's virtual `to_spend` transaction: version 0, one input spending
 * nothing (all-zero txid, index 0xffffffff, sequence 0) whose scriptSig is OP_0 and the message hash, one
 * output of 0 sat to the signer's script.
 */
export function bip322ToSpendTxid(message: string, script: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode([0, bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script }],
    witnesses: undefined,
    lockTime: 0,
  })
  // A txid is shown byte-reversed.
  return hex(sha256x2(raw).reverse())
}

/**
 * BIP-322 "simple" signature of `message` by the P2WPKH payment key: the serialized witness of the
 * virtual `to_sign` transaction's one input (version 0, spending `to_spend`'s output, one OP_RETURN output
 * of 0 sat), signed with SIGHASH_ALL.
 */
export function signBip322(account: BitcoinAccount, message: string): BitcoinMessageResult {
  const { payment } = account
  const script = scriptOfAddress(payment.address)
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: bip322ToSpendTxid(message, script),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    sighashType: SigHash.ALL,
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(hexToBytes(`0x${payment.privateKey}`), 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the input has no witness after signing')
  return {
    address: payment.address,
    signature: hex(RawWitness.encode(witness)),
    messageHash: hex(bip322MessageHash(message)),
  }
}

/** The legacy signed-message hash: double SHA-256 of the magic prefix and the message, each length-prefixed. */
export function legacyMessageHash(message: string): Uint8Array {
  return sha256x2(withLength(utf8('Bitcoin Signed Message:\n')), withLength(utf8(message)))
}

/**
 * The legacy ("ecdsa") signed message of the payment key, BIP-137's form: a header byte (39 + the recovery
 * id: a P2WPKH address) then r and s, 65 bytes.
 */
export async function signLegacyMessage(
  account: BitcoinAccount,
  message: string,
): Promise<BitcoinMessageResult> {
  const { payment } = account
  const hash = legacyMessageHash(message)
  const signature: ExtendedSecp256k1Signature = await Secp256k1.createSignature(
    hash,
    hexToBytes(`0x${payment.privateKey}`),
  )
  const bytes = new Uint8Array([39 + signature.recovery, ...signature.r(32), ...signature.s(32)])
  return { address: payment.address, signature: hex(bytes), messageHash: hex(hash) }
}
