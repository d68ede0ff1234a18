// BIP-322 "simple" signatures: to_sign's witness for the single-key address types, checked as a script
// interpreter would for these scripts (the witness shape, the key against the address, the signature over
// the sighash) plus the BIP's required rules (SIGHASH_ALL or, for taproot, SIGHASH_DEFAULT; strict DER,
// low S; compressed keys). Script-based addresses (P2WSH, taproot script paths) are not read.
import { type DecodedAddress, keyHashScript, outputScript } from './address.js'
import { concat, equal } from './bytes.js'
import { verifyEcdsa, verifySchnorr } from './curve.js'
import { hash160 } from './hashes.js'
import { segwitV0Sighash, sighashAll, sighashDefault, taprootSighash } from './sighash.js'
import { toSpendTxid } from './virtualTransactions.js'

const isCompressedKey = (key: Uint8Array) => key.length === 33 && (key[0] === 0x02 || key[0] === 0x03)

/**
 * A P2WPKH or P2SH-P2WPKH spend: the witness [signature with its sighash byte, compressed public key], the
 * key's hash the address's (through the P2SH redeem script `OP_0 <hash>` for a nested address), and the
 * ECDSA signature valid over BIP-143's hash with the key hash's P2PKH script as scriptCode.
 */
function verifyKeyHashWitness(address: DecodedAddress, message: string, witness: Uint8Array[]): boolean {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || !publicKey || !isCompressedKey(publicKey)) return false
  if (signature.at(-1) !== sighashAll) return false
  const keyHash = hash160(publicKey)
  if (address.type === 'p2wpkh') {
    if (!equal(keyHash, address.hash)) return false
  } else if (address.type !== 'p2sh' || !equal(hash160(concat([0x00, 0x14], keyHash)), address.hash))
    return false
  const toSpend = toSpendTxid(message, outputScript(address))
  return verifyEcdsa(signature.subarray(0, -1), segwitV0Sighash(toSpend, keyHashScript(keyHash)), publicKey)
}

/**
 * A taproot key-path spend: the witness [Schnorr signature], 64 bytes (SIGHASH_DEFAULT) or 65 with
 * SIGHASH_ALL last, valid for the address's output key over BIP-341's hash. A longer stack is a script
 * path (or carries an annex): not read.
 */
function verifyKeyPath(address: DecodedAddress & { type: 'p2tr' }, message: string, witness: Uint8Array[]) {
  const [signature] = witness
  if (witness.length !== 1 || !signature) return false
  if (signature.length !== 64 && (signature.length !== 65 || signature[64] !== sighashAll)) return false
  const hashType = signature.length === 64 ? sighashDefault : sighashAll
  const script = outputScript(address)
  const hash = taprootSighash(toSpendTxid(message, script), script, hashType)
  return verifySchnorr(signature.subarray(0, 64), hash, address.key)
}

/**
 * True when `witness` is a valid BIP-322 simple signature of `message` by `address` (P2WPKH, P2SH-P2WPKH
 * or a taproot key path); false for any other address type or stack.
 */
export function verifySimple(address: DecodedAddress, message: string, witness: Uint8Array[]): boolean {
  if (address.type === 'p2tr') return verifyKeyPath(address, message, witness)
  if (address.type === 'p2wpkh' || address.type === 'p2sh')
    return verifyKeyHashWitness(address, message, witness)
  return false
}
