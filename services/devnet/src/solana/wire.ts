import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { invalidParams } from './rpcErrors.js'

/** The Solana transaction wire format (legacy and v0 messages), decoded for the ledger's bookkeeping. */

interface CompiledInstruction {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
}

interface AddressTableLookup {
  accountKey: string
  writableIndexes: number[]
  readonlyIndexes: number[]
}

interface MessageHeader {
  numRequiredSignatures: number
  numReadonlySignedAccounts: number
  numReadonlyUnsignedAccounts: number
}

export interface DecodedMessage {
  version: 'legacy' | 0
  header: MessageHeader
  staticAccountKeys: string[]
  recentBlockhash: string
  instructions: CompiledInstruction[]
  addressTableLookups: AddressTableLookup[]
}

export interface DecodedTransaction {
  /** Base58 signatures in order; an all-zero one stays as its base58 text. */
  signatures: string[]
  message: DecodedMessage
  messageBytes: Uint8Array
}

const base58 = { encode: getBase58Decoder(), decode: getBase58Encoder() }

/** Bytes to base58 text. */
export const toBase58 = (bytes: Uint8Array): string => base58.encode.decode(bytes)
/** Base58 text to bytes; throws on a character outside the alphabet. */
export const fromBase58 = (text: string): Uint8Array => new Uint8Array(base58.decode.encode(text))

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  byte(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new RangeError('unexpected end of data')
    this.offset += 1
    return value
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new RangeError('unexpected end of data')
    const out = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return out
  }
  /** compact-u16 (shortvec) length. */
  length(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new RangeError('invalid compact-u16')
  }
  key(): string {
    return toBase58(this.take(32))
  }
}

function readMessage(reader: Reader): DecodedMessage {
  let version: 'legacy' | 0 = 'legacy'
  const first = reader.bytes[reader.offset] ?? 0
  if (first & 0x80) {
    reader.byte()
    const number = first & 0x7f
    if (number !== 0) throw new RangeError(`unsupported transaction version ${number}`)
    version = 0
  }
  const header = {
    numRequiredSignatures: reader.byte(),
    numReadonlySignedAccounts: reader.byte(),
    numReadonlyUnsignedAccounts: reader.byte(),
  }
  const staticAccountKeys = Array.from({ length: reader.length() }, () => reader.key())
  const recentBlockhash = reader.key()
  const instructions = Array.from({ length: reader.length() }, () => ({
    programIdIndex: reader.byte(),
    accounts: [...reader.take(reader.length())],
    data: new Uint8Array(reader.take(reader.length())),
  }))
  const addressTableLookups =
    version === 0
      ? Array.from({ length: reader.length() }, () => ({
          accountKey: reader.key(),
          writableIndexes: [...reader.take(reader.length())],
          readonlyIndexes: [...reader.take(reader.length())],
        }))
      : []
  if (reader.offset !== reader.bytes.length) throw new RangeError('trailing bytes after the message')
  return { version, header, staticAccountKeys, recentBlockhash, instructions, addressTableLookups }
}

/** Decodes a serialized message (getFeeForMessage). Throws an RPC invalid-params error. */
export function decodeMessage(bytes: Uint8Array): DecodedMessage {
  try {
    return readMessage(new Reader(bytes))
  } catch (error) {
    throw invalidParams(`invalid message: ${(error as Error).message}`)
  }
}

/** Decodes a wire transaction. Throws an RPC invalid-params error, as the real node does. */
export function decodeTransaction(bytes: Uint8Array): DecodedTransaction {
  try {
    const reader = new Reader(bytes)
    const signatures = Array.from({ length: reader.length() }, () => toBase58(reader.take(64)))
    const messageStart = reader.offset
    const message = readMessage(reader)
    return { signatures, message, messageBytes: bytes.subarray(messageStart) }
  } catch (error) {
    throw invalidParams(
      `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${(error as Error).message}`,
    )
  }
}

/** Whether the static account at `index` is writable per the message header. */
export function isStaticWritable(message: DecodedMessage, index: number): boolean {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = message.header
  if (index < numRequiredSignatures) return index < numRequiredSignatures - numReadonlySignedAccounts
  return index < message.staticAccountKeys.length - numReadonlyUnsignedAccounts
}

/** Decodes request data in `encoding` (base58 or base64). */
export function decodeEncodedBytes(text: unknown, encoding: unknown, what: string): Uint8Array {
  if (typeof text !== 'string') throw invalidParams(`Invalid params: ${what} must be a string`)
  if (encoding === undefined || encoding === null || encoding === 'base58') {
    try {
      return fromBase58(text)
    } catch {
      throw invalidParams(`invalid base58 encoding: ${what}`)
    }
  }
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw invalidParams(`invalid base64 encoding: ${what}`)
    return new Uint8Array(Buffer.from(text, 'base64'))
  }
  throw invalidParams(
    `Invalid params: unknown variant \`${String(encoding)}\`, expected \`base58\` or \`base64\``,
  )
}
