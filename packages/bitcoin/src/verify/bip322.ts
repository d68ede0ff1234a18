// Loaded with import() by verifyBitcoinMessage on its first call: BIP-322 and BIP-137 verification on
// @noble/curves, @noble/hashes and @scure/base, no Node built-ins, so it runs in a browser as in Node.
import { base64 } from '@scure/base'
import { parseParameters, verifyParametersSchema } from '../internal/schemas.js'
import { decodeAddress } from './address.js'
import { isLegacySignature, verifyLegacy } from './legacy.js'
import { verifySimple } from './simple.js'
import { decodeWitness } from './witness.js'

/** What a signature string holds, once its BIP-322 prefix and base64 are read. */
type ReadSignature = { kind: 'simple'; witness: Uint8Array[] } | { kind: 'legacy'; bytes: Uint8Array }

function decodeBase64(text: string): Uint8Array | undefined {
  // Wallets pad their base64, but a copy and paste may lose the padding.
  const padded = text.length % 4 === 0 ? text : text.padEnd(text.length + 4 - (text.length % 4), '=')
  try {
    return base64.decode(padded)
  } catch {
    return undefined
  }
}

/**
 * Reads `signature`: BIP-322 1.0's `smp` prefix marks a simple signature; an unprefixed one (what wallets
 * send, from before the prefixes) is a BIP-137 signature when it is 65 bytes with a BIP-137 header, else a
 * simple one. `ful` and `pof` (full transactions, proofs of funds) are not read.
 */
function readSignature(signature: string): ReadSignature | undefined {
  const text = signature.trim()
  if (/^(ful|pof)/.test(text)) return undefined
  const prefixed = text.startsWith('smp')
  const bytes = decodeBase64(prefixed ? text.slice(3) : text)
  if (!bytes) return undefined
  if (!prefixed && isLegacySignature(bytes)) return { kind: 'legacy', bytes }
  const witness = decodeWitness(bytes)
  return witness ? { kind: 'simple', witness } : undefined
}

/**
 * Checks `signature` of `message` by `address`: BIP-322 simple for P2WPKH, P2SH-P2WPKH and taproot key-path
 * addresses, BIP-137 for P2PKH, P2SH-P2WPKH, P2WPKH (and taproot, as UniSat signs). False for any other
 * signature, address type or malformed input.
 * @throws InvalidParameterError when a parameter has the wrong shape.
 */
export function verifyMessage(parameters: { address: string; message: string; signature: string }): boolean {
  const { address, message, signature } = parseParameters(verifyParametersSchema, parameters)
  const decoded = decodeAddress(address)
  const read = readSignature(signature)
  if (!decoded || !read) return false
  try {
    return read.kind === 'legacy'
      ? verifyLegacy(decoded, message, read.bytes)
      : verifySimple(decoded, message, read.witness)
  } catch {
    // A malformed point or signature the curve code throws on is a signature that does not verify.
    return false
  }
}
