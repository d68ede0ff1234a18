// The signature hashes of to_sign's input 0, written out for BIP-322's fixed to_sign (version 0, lock time 0,
// one input with sequence 0 spending 0 satoshis, one OP_RETURN output). btc-signer computes the same for any
// transaction, but its Transaction class would put ~50 KiB gzip in the verifier's chunk; sighash.test.ts
// checks these against it.
import { concat, u32le, withLength, zeroAmount } from './bytes.js'
import { sha256, sha256d, taggedHash } from './hashes.js'
import { toSignOutpoint, toSignOutput } from './virtualTransactions.js'

/** SIGHASH_ALL: BIP-322 requires it (taproot may also use SIGHASH_DEFAULT, 0). */
export const sighashAll = 0x01
export const sighashDefault = 0x00

/**
 * BIP-143's hash (segwit v0) of to_sign spending `to_spend` (its txid) with `scriptCode` (for P2WPKH and
 * P2SH-P2WPKH, the P2PKH script of the key hash), SIGHASH_ALL.
 */
export function segwitV0Sighash(toSpend: Uint8Array, scriptCode: Uint8Array): Uint8Array {
  const outpoint = toSignOutpoint(toSpend)
  return sha256d(
    concat(
      u32le(0), // nVersion
      sha256d(outpoint), // hashPrevouts
      sha256d(u32le(0)), // hashSequence
      outpoint,
      withLength(scriptCode),
      zeroAmount, // the spent output's amount
      u32le(0), // nSequence
      sha256d(toSignOutput), // hashOutputs
      u32le(0), // nLockTime
      u32le(sighashAll),
    ),
  )
}

/**
 * BIP-341's hash (taproot key path, no annex) of to_sign spending `to_spend` (its txid), whose output pays
 * `script`, with `hashType` SIGHASH_DEFAULT or SIGHASH_ALL (the same message but for that byte).
 */
export function taprootSighash(toSpend: Uint8Array, script: Uint8Array, hashType: number): Uint8Array {
  return taggedHash(
    'TapSighash',
    concat(
      [0x00, hashType], // epoch, hash_type
      u32le(0), // nVersion
      u32le(0), // nLockTime
      sha256(toSignOutpoint(toSpend)), // sha_prevouts
      sha256(zeroAmount), // sha_amounts
      sha256(withLength(script)), // sha_scriptpubkeys
      sha256(u32le(0)), // sha_sequences
      sha256(toSignOutput), // sha_outputs
      [0x00], // spend_type: key path, no annex
      u32le(0), // input_index
    ),
  )
}
