import { ServiceError } from '@foyer/service-kit/errors'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { sha256 } from '@scure/btc-signer/utils.js'
import { bitcoinRegtestNetwork } from '../bitcoinNetwork.js'
import { concat } from './bytes.js'
import { witnessProgram } from './script.js'

/**
 * Regtest addresses both ways: bcrt1… (BIP-173 bech32 for witness v0, BIP-350 bech32m for v1 and up), m… / n…
 * (base58 P2PKH) and 2… (base58 P2SH). Mainnet and testnet addresses parse but are refused as another network's,
 * as Esplora does ("Address on invalid network").
 */

const base58check = createBase58check(sha256)
const params = bitcoinRegtestNetwork.addressParams
/** bech32 prefixes and base58 version bytes of the networks a regtest address is not. */
const otherBech32Prefixes = new Set(['bc', 'tb'])
const otherBase58Versions = new Set([0x00, 0x05])

/** A string that is no address, or another network's. */
export class AddressError extends ServiceError<'INVALID_ADDRESS'> {
  override name = 'AddressError'
  constructor(shortMessage: string) {
    super('INVALID_ADDRESS', shortMessage)
  }
}

const p2pkhScript = (hash: Uint8Array) =>
  concat(Uint8Array.of(0x76, 0xa9, 20), hash, Uint8Array.of(0x88, 0xac))
const p2shScript = (hash: Uint8Array) => concat(Uint8Array.of(0xa9, 20), hash, Uint8Array.of(0x87))
const witnessScript = (version: number, program: Uint8Array) =>
  concat(Uint8Array.of(version === 0 ? 0 : 0x50 + version, program.length), program)

function fromBech32(address: string): Uint8Array {
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase())
    throw new AddressError('Invalid address: mixed case')
  // The checksum tells bech32 (witness v0) from bech32m (v1 and up).
  const plain = bech32.decodeUnsafe(lower)
  const decoded = plain ?? bech32m.decodeUnsafe(lower)
  if (!decoded) throw new AddressError('Invalid address: bad bech32 checksum')
  if (otherBech32Prefixes.has(decoded.prefix)) throw new AddressError('Address on invalid network')
  if (decoded.prefix !== params.bech32)
    throw new AddressError(`Invalid address: unknown prefix ${decoded.prefix}`)
  const [version, ...words] = decoded.words
  const program = bech32.fromWordsUnsafe(words)
  if (version === undefined || version > 16 || !program) throw new AddressError('Invalid address: bad data')
  if ((version === 0) !== Boolean(plain))
    throw new AddressError('Invalid address: wrong checksum variant for the witness version')
  if (program.length < 2 || program.length > 40 || (version === 0 && ![20, 32].includes(program.length)))
    throw new AddressError(`Invalid address: bad witness program length ${program.length}`)
  return witnessScript(version, program)
}

function fromBase58(address: string): Uint8Array {
  let payload: Uint8Array
  try {
    payload = base58check.decode(address)
  } catch {
    throw new AddressError('Invalid address: not bech32, nor base58 with a valid checksum')
  }
  const [version] = payload
  const hash = payload.slice(1)
  if (payload.length !== 21) throw new AddressError('Invalid address: bad base58 payload length')
  if (version === params.pubKeyHash) return p2pkhScript(hash)
  if (version === params.scriptHash) return p2shScript(hash)
  if (version !== undefined && otherBase58Versions.has(version))
    throw new AddressError('Address on invalid network')
  throw new AddressError(`Invalid address: unknown version byte ${version}`)
}

/** The output script an address pays to; throws AddressError. */
export function addressToScript(address: string): Uint8Array {
  if (address.length === 0 || address.length > 90) throw new AddressError('Invalid address: bad length')
  if (/^(bcrt|bc|tb)1/i.test(address)) return fromBech32(address)
  return fromBase58(address)
}

/** The regtest address of an output script, when it has one (Esplora's `scriptpubkey_address`). */
export function scriptToAddress(script: Uint8Array): string | undefined {
  if (script.length === 25 && script[0] === 0x76 && script[1] === 0xa9 && script[2] === 20)
    return script[23] === 0x88 && script[24] === 0xac
      ? base58check.encode(concat(Uint8Array.of(params.pubKeyHash), script.slice(3, 23)))
      : undefined
  if (script.length === 23 && script[0] === 0xa9 && script[1] === 20 && script[22] === 0x87)
    return base58check.encode(concat(Uint8Array.of(params.scriptHash), script.slice(2, 22)))
  const program = witnessProgram(script)
  if (!program) return undefined
  if (program.version === 0 && ![20, 32].includes(program.program.length)) return undefined
  const words = [program.version, ...bech32.toWords(program.program)]
  return (program.version === 0 ? bech32 : bech32m).encode(params.bech32, words)
}
