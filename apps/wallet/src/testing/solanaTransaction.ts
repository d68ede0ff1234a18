import { base58Decode } from '../wallet/solana/base58.js'
import { systemProgram } from '../wallet/solana/wire.js'

/** A recent blockhash for transactions that are only signed, never sent (base58 of 32 bytes). */
export const someBlockhash = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi'

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return [...bytes]
}

/**
 * The wire bytes of an unsigned SOL transfer paid by `from` (one signature slot, zeros): a System Program
 * transfer instruction, legacy or v0 (no lookup tables), as a dApp would hand it to the wallet.
 */
export function solTransferWire(parameters: {
  from: string
  to: string
  lamports: bigint
  blockhash?: string
  version?: 'legacy' | 0
}): Uint8Array {
  const padded = [parameters.from, parameters.to, systemProgram].map((key) => [...base58Decode(key)])
  const header = [1, 0, 1]
  const message = [
    ...(parameters.version === 0 ? [0x80] : []),
    ...header,
    padded.length,
    ...padded.flat(),
    ...base58Decode(parameters.blockhash ?? someBlockhash),
    1, // one instruction
    2, // program: the System Program (key 2)
    2, // two accounts
    0,
    1,
    12, // data: transfer (2, u32 LE) and lamports (u64 LE)
    2,
    0,
    0,
    0,
    ...u64(parameters.lamports),
    ...(parameters.version === 0 ? [0] : []), // no address lookup tables
  ]
  return new Uint8Array([1, ...new Array(64).fill(0), ...message])
}
