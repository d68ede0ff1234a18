import { builtinPrograms, computeBudgetProgram, lamportsPerSignature } from './constants.js'
import type { DecodedMessage } from './wire.js'

/** Fees as LiteSVM charges them (measured): 5,000 lamports per signature plus the priority fee. */

const precompiles = new Set([
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
])
const maxComputeUnitLimit = 1_400_000
const defaultBuiltinUnits = 3_000
const defaultUnits = 200_000

export function transactionFee(message: DecodedMessage): bigint {
  let signatures = message.header.numRequiredSignatures
  let unitLimit: number | undefined
  let microLamportsPerUnit = 0n
  let defaultLimit = 0
  for (const instruction of message.instructions) {
    const program = message.staticAccountKeys[instruction.programIdIndex] ?? ''
    const { data } = instruction
    if (precompiles.has(program)) signatures += data[0] ?? 0
    if (program === computeBudgetProgram && data.length > 0) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (data[0] === 2 && data.length >= 5) unitLimit = view.getUint32(1, true)
      if (data[0] === 3 && data.length >= 9) microLamportsPerUnit = view.getBigUint64(1, true)
    }
    defaultLimit += builtinPrograms.has(program) ? defaultBuiltinUnits : defaultUnits
  }
  const limit = BigInt(Math.min(unitLimit ?? defaultLimit, maxComputeUnitLimit))
  const priorityFee = (microLamportsPerUnit * limit + 999_999n) / 1_000_000n
  return lamportsPerSignature * BigInt(signatures) + priorityFee
}
