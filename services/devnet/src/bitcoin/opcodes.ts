/**
 * Opcode names as rust-bitcoin prints them in script asm, which is what Esplora's `scriptpubkey_asm` and
 * `scriptsig_asm` show (OP_PUSHBYTES_20, OP_PUSHNUM_1, OP_CLTV, OP_RETURN_187, …).
 */

const named: Record<number, string> = {
  0: 'OP_0',
  76: 'OP_PUSHDATA1',
  77: 'OP_PUSHDATA2',
  78: 'OP_PUSHDATA4',
  79: 'OP_PUSHNUM_NEG1',
  80: 'OP_RESERVED',
  177: 'OP_CLTV',
  178: 'OP_CSV',
  186: 'OP_CHECKSIGADD',
  255: 'OP_INVALIDOPCODE',
}

// 0x61 (OP_NOP) to 0xb0 (OP_NOP1), in order.
const sequential = [
  'NOP',
  'VER',
  'IF',
  'NOTIF',
  'VERIF',
  'VERNOTIF',
  'ELSE',
  'ENDIF',
  'VERIFY',
  'RETURN',
  'TOALTSTACK',
  'FROMALTSTACK',
  '2DROP',
  '2DUP',
  '3DUP',
  '2OVER',
  '2ROT',
  '2SWAP',
  'IFDUP',
  'DEPTH',
  'DROP',
  'DUP',
  'NIP',
  'OVER',
  'PICK',
  'ROLL',
  'ROT',
  'SWAP',
  'TUCK',
  'CAT',
  'SUBSTR',
  'LEFT',
  'RIGHT',
  'SIZE',
  'INVERT',
  'AND',
  'OR',
  'XOR',
  'EQUAL',
  'EQUALVERIFY',
  'RESERVED1',
  'RESERVED2',
  '1ADD',
  '1SUB',
  '2MUL',
  '2DIV',
  'NEGATE',
  'ABS',
  'NOT',
  '0NOTEQUAL',
  'ADD',
  'SUB',
  'MUL',
  'DIV',
  'MOD',
  'LSHIFT',
  'RSHIFT',
  'BOOLAND',
  'BOOLOR',
  'NUMEQUAL',
  'NUMEQUALVERIFY',
  'NUMNOTEQUAL',
  'LESSTHAN',
  'GREATERTHAN',
  'LESSTHANOREQUAL',
  'GREATERTHANOREQUAL',
  'MIN',
  'MAX',
  'WITHIN',
  'RIPEMD160',
  'SHA1',
  'SHA256',
  'HASH160',
  'HASH256',
  'CODESEPARATOR',
  'CHECKSIG',
  'CHECKSIGVERIFY',
  'CHECKMULTISIG',
  'CHECKMULTISIGVERIFY',
  'NOP1',
]

/** The asm name of one opcode byte. */
export function opcodeName(op: number): string {
  const fixed = named[op]
  if (fixed) return fixed
  if (op >= 0x01 && op <= 0x4b) return `OP_PUSHBYTES_${op}`
  if (op >= 0x51 && op <= 0x60) return `OP_PUSHNUM_${op - 0x50}`
  if (op >= 0x61 && op <= 0xb0) return `OP_${sequential[op - 0x61]}`
  if (op >= 0xb3 && op <= 0xb9) return `OP_NOP${op - 0xb3 + 4}`
  return `OP_RETURN_${op}`
}
