import { schnorr } from '@noble/curves/secp256k1.js'
import { Transaction } from '@scure/btc-signer'
import { hash160 } from '@scure/btc-signer/utils.js'
import { concat, equalBytes } from './bytes.js'
import { isDefinedHashType, isLowS, isStrictDer, parseDer, verifyEcdsa } from './derSignature.js'
import { rejected, scriptFailure } from './rejects.js'
import { scriptType, witnessProgram } from './script.js'
import type { Tx, TxOutput } from './transaction.js'

/**
 * Script and signature checks of every input, for the two output types wallets spend today:
 * - v0_p2wpkh: BIP-143 sighash (preimageWitnessV0 over the P2PKH script code) and a strict-DER ECDSA signature
 *   with its sighash byte, by the compressed key whose HASH160 the output commits to;
 * - v1_p2tr key path: BIP-341 sighash (preimageWitnessV1) and a BIP-340 Schnorr signature by the output key.
 * Any other spent output (P2PKH, P2SH, P2WSH, taproot script paths, bare scripts) is refused with
 * "unsupported-input-script". Messages are bitcoind's script errors; "mandatory-…" when consensus fails too,
 * "non-mandatory-…" when only policy does (a high s, an undefined sighash type, an uncompressed key).
 */

const errors = {
  witnessMalleated: 'Witness requires empty scriptSig',
  witnessEmpty: 'Witness program was passed an empty witness',
  witnessMismatch: 'Witness program hash mismatch',
  equalVerify: 'Script failed an OP_EQUALVERIFY operation',
  evalFalse: 'Script evaluated without error but finished with a false/empty top stack element',
  der: 'Non-canonical DER signature',
  highS: 'Non-canonical signature: S value is unnecessarily high',
  hashType: 'Signature hash type missing or not understood',
  pubkeyType: 'Public key is neither compressed or uncompressed',
  witnessPubkeyType: 'Using non-compressed keys in segwit',
  nullFail: 'Signature must be zero for failed CHECK(MULTI)SIG operation',
  pushSize: 'Push value size limit exceeded',
  schnorrSize: 'Invalid Schnorr signature size',
  schnorrHashType: 'Invalid Schnorr signature hash type',
  schnorr: 'Invalid Schnorr signature',
}

const maxElementSize = 520
const taprootHashTypes = new Set([0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

interface InputContext {
  tx: Tx
  /** btc-signer's view of the same bytes, for its sighash preimages. */
  signer: Transaction
  index: number
  prevouts: readonly TxOutput[]
}

function verifyP2wpkh({ tx, signer, index, prevouts }: InputContext, program: Uint8Array): void {
  const input = tx.inputs[index]
  const prevout = prevouts[index]
  if (!input || !prevout) throw new Error(`input ${index} out of range`)
  if (input.scriptSig.length > 0) throw scriptFailure(errors.witnessMalleated, true)
  if (input.witness.length === 0) throw scriptFailure(errors.witnessEmpty, true)
  const [sig, pubkey] = input.witness
  if (!sig || !pubkey || input.witness.length !== 2) throw scriptFailure(errors.witnessMismatch, true)
  if (sig.length > maxElementSize || pubkey.length > maxElementSize)
    throw scriptFailure(errors.pushSize, true)
  if (!equalBytes(hash160(pubkey), program)) throw scriptFailure(errors.equalVerify, true)
  if (sig.length === 0) throw scriptFailure(errors.evalFalse, true)
  if (!isStrictDer(sig)) throw scriptFailure(errors.der, true)
  const signature = parseDer(sig)
  const scriptCode = concat(Uint8Array.of(0x76, 0xa9, 20), program, Uint8Array.of(0x88, 0xac))
  // Consensus signs any sighash byte; policy (STRICTENC) wants a defined one.
  const digest = signer.preimageWitnessV0(index, scriptCode, signature.hashType, prevout.value)
  const valid = verifyEcdsa(signature, digest, pubkey)
  const compressed = pubkey.length === 33 && (pubkey[0] === 2 || pubkey[0] === 3)
  const uncompressed = pubkey.length === 65 && pubkey[0] === 4
  let policyError: string | undefined
  if (!isLowS(signature)) policyError = errors.highS
  else if (!isDefinedHashType(signature.hashType)) policyError = errors.hashType
  else if (!compressed && !uncompressed) policyError = errors.pubkeyType
  else if (!compressed) policyError = errors.witnessPubkeyType
  if (policyError) throw scriptFailure(policyError, !valid)
  if (!valid) throw scriptFailure(errors.nullFail, true)
}

function verifyTaprootKeyPath({ tx, signer, index, prevouts }: InputContext, outputKey: Uint8Array): void {
  const input = tx.inputs[index]
  if (!input) throw new Error(`input ${index} out of range`)
  if (input.scriptSig.length > 0) throw scriptFailure(errors.witnessMalleated, true)
  if (input.witness.length === 0) throw scriptFailure(errors.witnessEmpty, true)
  const last = input.witness.at(-1)
  if (input.witness.length >= 2 && last?.[0] === 0x50) throw rejected('bad-witness-nonstandard')
  if (input.witness.length >= 2) throw unsupported(index, 'a v1_p2tr output by its script path')
  const sig = input.witness[0] as Uint8Array
  if (sig.length !== 64 && sig.length !== 65) throw scriptFailure(errors.schnorrSize, true)
  const hashType = sig.length === 65 ? (sig[64] as number) : 0
  if ((sig.length === 65 && hashType === 0) || !taprootHashTypes.has(hashType))
    throw scriptFailure(errors.schnorrHashType, true)
  // SIGHASH_SINGLE needs an output at the input's index (BIP-341 defines no digest otherwise).
  if ((hashType & 3) === 3 && index >= tx.outputs.length) throw scriptFailure(errors.schnorrHashType, true)
  const digest = signer.preimageWitnessV1(
    index,
    prevouts.map((prevout) => prevout.script),
    hashType,
    prevouts.map((prevout) => prevout.value),
  )
  let valid = false
  try {
    valid = schnorr.verify(sig.subarray(0, 64), digest, outputKey)
  } catch {
    valid = false
  }
  if (!valid) throw scriptFailure(errors.schnorr, true)
}

const unsupported = (index: number, what: string) =>
  rejected(
    'unsupported-input-script',
    `input ${index} spends ${what}; this regtest stand-in verifies v0_p2wpkh and v1_p2tr key-path spends only`,
  )

/** Checks every input's witness against the output it spends; throws the TxReject of the first failure. */
export function verifyScripts(tx: Tx, prevouts: readonly TxOutput[]): void {
  const signer = Transaction.fromRaw(tx.raw, {
    allowUnknownOutputs: true,
    allowUnknownInputs: true,
    allowUnknownVersion: true,
    disableScriptCheck: true,
  })
  for (let index = 0; index < tx.inputs.length; index++) {
    const prevout = prevouts[index]
    if (!prevout) throw new Error(`no prevout for input ${index}`)
    const type = scriptType(prevout.script)
    const program = witnessProgram(prevout.script)?.program
    const context = { tx, signer, index, prevouts }
    if (type === 'v0_p2wpkh' && program) verifyP2wpkh(context, program)
    else if (type === 'v1_p2tr' && program) verifyTaprootKeyPath(context, program)
    else throw unsupported(index, `a ${type} output`)
  }
}
