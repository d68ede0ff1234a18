// BIP-322's two virtual transactions. `to_spend` pays the address's script with a scriptSig that commits to
// the message; `to_sign` spends it to one OP_RETURN output. A "simple" signature is to_sign's witness, so the
// verifier rebuilds both with their default fields (version, lock time and sequence 0, amounts 0).
import { compactSize, concat, u32le, utf8, withLength, zeroAmount } from './bytes.js'
import { sha256d, taggedHash } from './hashes.js'

/** BIP-322's message hash: the BIP-340 tagged hash `BIP0322-signed-message` of the message's UTF-8 bytes. */
export const messageHash = (message: string): Uint8Array =>
  taggedHash('BIP0322-signed-message', utf8(message))

/**
 * The txid of `to_spend` for `message` and the signer's output `script`, in internal byte order (as an
 * outpoint holds it; block explorers show it reversed).
 */
export function toSpendTxid(message: string, script: Uint8Array): Uint8Array {
  return sha256d(
    concat(
      u32le(0), // nVersion
      compactSize(1),
      new Uint8Array(32), // prevout hash 000…000
      u32le(0xffffffff), // prevout n
      [0x22, 0x00, 0x20], // scriptSig: 34 bytes, OP_0 PUSH32
      messageHash(message),
      u32le(0), // nSequence
      compactSize(1),
      zeroAmount,
      withLength(script), // message_challenge
      u32le(0), // nLockTime
    ),
  )
}

/** `to_sign`'s only output: 0 satoshis to OP_RETURN, serialized (amount, script length, script). */
export const toSignOutput: Uint8Array = concat(zeroAmount, [0x01, 0x6a])

/** `to_sign`'s only outpoint: output 0 of `to_spend`. */
export const toSignOutpoint = (toSpend: Uint8Array): Uint8Array => concat(toSpend, u32le(0))
