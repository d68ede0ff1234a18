import { bech32, bech32m, createBase58check } from '@scure/base'
import { concat } from './bytes.js'
import { sha256 } from './hashes.js'

/**
 * An address as the verifier reads it: its type and what its output script commits to (a key hash, a
 * script hash, a witness program). Any Bitcoin network's address decodes (bc/tb/bcrt, mainnet and test
 * base58 versions): a signature proves control of the script, whatever chain the address names.
 */
export type DecodedAddress =
  | { readonly type: 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh'; readonly hash: Uint8Array }
  | { readonly type: 'p2tr'; readonly key: Uint8Array }

const base58check = createBase58check(sha256)

/** Base58check version bytes: 0x00 / 0x6f pay to a key hash, 0x05 / 0xc4 to a script hash. */
const base58Types: Readonly<Record<number, 'p2pkh' | 'p2sh'>> = {
  0: 'p2pkh',
  111: 'p2pkh',
  5: 'p2sh',
  196: 'p2sh',
}

function decodeSegwit(address: string): DecodedAddress | undefined {
  // BIP-350: version 0 programs are bech32, later versions bech32m; the wrong checksum is an invalid address.
  const v0 = bech32.decodeUnsafe(address)
  const decoded = v0 || bech32m.decodeUnsafe(address)
  if (!decoded || !['bc', 'tb', 'bcrt'].includes(decoded.prefix)) return undefined
  const [version, ...words] = decoded.words
  if (version === undefined || (version === 0) !== Boolean(v0)) return undefined
  const program = bech32.fromWordsUnsafe(words)
  if (!program) return undefined
  if (version === 0 && program.length === 20) return { type: 'p2wpkh', hash: program }
  if (version === 0 && program.length === 32) return { type: 'p2wsh', hash: program }
  if (version === 1 && program.length === 32) return { type: 'p2tr', key: program }
  return undefined
}

function decodeBase58(address: string): DecodedAddress | undefined {
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    return undefined
  }
  const type = base58Types[payload[0] ?? -1]
  return type && payload.length === 21 ? { type, hash: payload.subarray(1) } : undefined
}

/** Decodes `address` (checksum included); undefined for anything else, or a witness version BIP-322 forbids. */
export function decodeAddress(address: string): DecodedAddress | undefined {
  return /^(bc|tb|bcrt)1/i.test(address) ? decodeSegwit(address) : decodeBase58(address)
}

/** The output script (scriptPubKey) paying `address`: BIP-322's `message_challenge`. */
export function outputScript(address: DecodedAddress): Uint8Array {
  switch (address.type) {
    case 'p2pkh': // OP_DUP OP_HASH160 <20> OP_EQUALVERIFY OP_CHECKSIG
      return concat([0x76, 0xa9, 0x14], address.hash, [0x88, 0xac])
    case 'p2sh': // OP_HASH160 <20> OP_EQUAL
      return concat([0xa9, 0x14], address.hash, [0x87])
    case 'p2wpkh':
    case 'p2wsh': // OP_0 <program>
      return concat([0x00, address.hash.length], address.hash)
    case 'p2tr': // OP_1 <32-byte output key>
      return concat([0x51, 0x20], address.key)
  }
}

/** The P2PKH script of a key hash: also BIP-143's scriptCode for spending a P2WPKH output. */
export const keyHashScript = (hash: Uint8Array): Uint8Array => outputScript({ type: 'p2pkh', hash })
