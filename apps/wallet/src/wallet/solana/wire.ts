import { InvalidParamsError } from '../errors.js'
import { base58Encode } from './base58.js'
import type { SolanaKey } from './keypair.js'

/** The System Program, whose instruction 2 is a SOL transfer. */
export const systemProgram = '11111111111111111111111111111111'

/** An instruction of a transaction's message; `programId` undefined when it comes from a lookup table. */
interface WireInstruction {
  programId: string | undefined
  /** Addresses of its accounts (undefined for lookup-table accounts). */
  accounts: (string | undefined)[]
  data: Uint8Array
}

/** A Solana wire transaction (legacy or v0) as far as a wallet needs it to sign and show it. */
export interface WireTransaction {
  /** The wire bytes as received. */
  bytes: Uint8Array
  version: 'legacy' | 0
  /** The message bytes: what every signer signs. */
  message: Uint8Array
  /** Where the signatures start in `bytes`, 64 bytes each, in signer order. */
  signaturesOffset: number
  /** The addresses that must sign, fee payer first. */
  signers: string[]
  instructions: WireInstruction[]
}

const invalid = (details: string) => new InvalidParamsError('Invalid transaction', { details })

/** A little reader over the bytes that says which field ran out. */
function reader(bytes: Uint8Array, start = 0) {
  let offset = start
  const take = (length: number, what: string) => {
    if (offset + length > bytes.length) throw invalid(`The transaction ends inside its ${what}`)
    const slice = bytes.subarray(offset, offset + length)
    offset += length
    return slice
  }
  return {
    get offset() {
      return offset
    },
    take,
    byte: (what: string) => take(1, what)[0] as number,
    /** Solana's compact-u16 (shortvec) length. */
    length(what: string) {
      let value = 0
      for (let i = 0; i < 3; i++) {
        const byte = take(1, what)[0] as number
        value |= (byte & 0x7f) << (7 * i)
        if ((byte & 0x80) === 0) return value
      }
      throw invalid(`Its ${what} length is too long`)
    },
  }
}

/**
 * Parses a wire transaction: the signature slots, the message (its version, signers and instructions).
 * @throws InvalidParamsError when the bytes are not a transaction.
 */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const read = reader(bytes)
  const signatureCount = read.length('signature count')
  const signaturesOffset = read.offset
  read.take(64 * signatureCount, 'signatures')
  const messageStart = read.offset
  const first = read.byte('message header')
  const versioned = (first & 0x80) !== 0
  if (versioned && (first & 0x7f) !== 0) throw invalid(`Version ${first & 0x7f} is not supported`)
  const required = versioned ? read.byte('message header') : first
  read.take(2, 'message header')
  const keyCount = read.length('account keys')
  const keys = Array.from({ length: keyCount }, () => base58Encode(read.take(32, 'account keys')))
  read.take(32, 'blockhash')
  const instructionCount = read.length('instructions')
  const instructions = Array.from({ length: instructionCount }, (): WireInstruction => {
    const programId = keys[read.byte('instruction')]
    const accounts = [...read.take(read.length('instruction accounts'), 'instruction accounts')].map(
      (i) => keys[i],
    )
    const data = read.take(read.length('instruction data'), 'instruction data')
    return { programId, accounts, data }
  })
  if (required !== signatureCount || required > keyCount)
    throw invalid(`${signatureCount} signature slots for ${required} signers`)
  return {
    bytes,
    version: versioned ? 0 : 'legacy',
    message: bytes.subarray(messageStart),
    signaturesOffset,
    signers: keys.slice(0, required),
    instructions,
  }
}

/**
 * Signs the message with `key` and returns the wire bytes with the signature in the key's slot, and the
 * signature.
 * @throws InvalidParamsError when the key is not one of the transaction's signers.
 */
export async function signWireTransaction(
  transaction: WireTransaction,
  key: SolanaKey,
): Promise<{ signed: Uint8Array; signature: Uint8Array<ArrayBuffer> }> {
  const index = transaction.signers.indexOf(key.address)
  if (index < 0) throw new InvalidParamsError('The transaction does not need this account’s signature')
  const signature = await key.sign(transaction.message)
  const signed = new Uint8Array(transaction.bytes)
  signed.set(signature, transaction.signaturesOffset + 64 * index)
  return { signed, signature }
}

/** A SOL transfer found in a transaction (System Program instruction 2). */
export interface SolTransfer {
  from: string | undefined
  to: string | undefined
  lamports: bigint
}

/** The transaction's SOL transfers, for the approval screen. */
export function solTransfers(transaction: WireTransaction): SolTransfer[] {
  return transaction.instructions.flatMap((instruction) => {
    const { data } = instruction
    if (instruction.programId !== systemProgram || data.length !== 12) return []
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (view.getUint32(0, true) !== 2) return []
    return [
      { from: instruction.accounts[0], to: instruction.accounts[1], lamports: view.getBigUint64(4, true) },
    ]
  })
}
