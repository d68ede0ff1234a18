import { toHex } from './bytes.js'
import { opcodeName } from './opcodes.js'

/** Output scripts: their Esplora type names, witness programs and asm. */

/** `scriptpubkey_type` as Esplora names it. */
export type ScriptType =
  | 'empty'
  | 'op_return'
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'unknown'

export interface WitnessProgram {
  version: number
  program: Uint8Array
}

const opReturn = 0x6a

/** BIP-141: a version byte (OP_0, OP_1…OP_16) and one push of 2 to 40 bytes, nothing else. */
export function witnessProgram(script: Uint8Array): WitnessProgram | null {
  if (script.length < 4 || script.length > 42) return null
  const [op, length] = script as unknown as [number, number]
  if (op !== 0 && (op < 0x51 || op > 0x60)) return null
  if (length + 2 !== script.length) return null
  return { version: op === 0 ? 0 : op - 0x50, program: script.slice(2) }
}

const isPubkeyPush = (script: Uint8Array): boolean =>
  (script.length === 35 && script[0] === 33 && (script[1] === 2 || script[1] === 3)) ||
  (script.length === 67 && script[0] === 65 && script[1] === 4)

export function scriptType(script: Uint8Array): ScriptType {
  if (script.length === 0) return 'empty'
  if (script[0] === opReturn) return 'op_return'
  if (isPubkeyPush(script) && script[script.length - 1] === 0xac) return 'p2pk'
  if (
    script.length === 25 &&
    script[0] === 0x76 &&
    script[1] === 0xa9 &&
    script[2] === 20 &&
    script[23] === 0x88 &&
    script[24] === 0xac
  )
    return 'p2pkh'
  if (script.length === 23 && script[0] === 0xa9 && script[1] === 20 && script[22] === 0x87) return 'p2sh'
  const program = witnessProgram(script)
  if (program?.version === 0 && program.program.length === 20) return 'v0_p2wpkh'
  if (program?.version === 0 && program.program.length === 32) return 'v0_p2wsh'
  if (program?.version === 1 && program.program.length === 32) return 'v1_p2tr'
  return 'unknown'
}

/** Script asm in rust-bitcoin's notation (`OP_0 OP_PUSHBYTES_20 751e…`). */
export function scriptAsm(script: Uint8Array): string {
  const parts: string[] = []
  let i = 0
  while (i < script.length) {
    const op = script[i++] as number
    let size = -1
    if (op >= 0x01 && op <= 0x4b) size = op
    else if (op >= 0x4c && op <= 0x4e) {
      const width = op === 0x4c ? 1 : op === 0x4d ? 2 : 4
      if (i + width > script.length) {
        parts.push(opcodeName(op), '<unexpected end>')
        break
      }
      size = 0
      for (let b = width - 1; b >= 0; b--) size = size * 256 + (script[i + b] as number)
      i += width
    }
    parts.push(opcodeName(op))
    if (size <= 0) continue
    if (i + size > script.length) {
      parts.push('<push past end>')
      break
    }
    parts.push(toHex(script.slice(i, i + size)))
    i += size
  }
  return parts.join(' ')
}
