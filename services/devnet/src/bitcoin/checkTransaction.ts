import { compactSizeLength } from './bytes.js'
import {
  dustRelayFeeRate,
  maxBlockWeight,
  maxMoney,
  maxStandardTxVersion,
  maxStandardTxWeight,
  minStandardTxNonWitnessSize,
} from './constants.js'
import { rejected } from './rejects.js'
import { scriptType, witnessProgram } from './script.js'
import { nullIndex, nullTxid, outpointKey, type Tx, type TxOutput } from './transaction.js'

/**
 * The checks that need nothing but the transaction: bitcoind's CheckTransaction (consensus) and the parts of
 * IsStandardTx the stand-in applies (version, weight, output script types, dust). Reasons are bitcoind's.
 */

const maxScriptSize = 10_000

/** CheckTransaction: shape, amounts and duplicate inputs. */
export function checkTransaction(tx: Tx): void {
  if (tx.inputs.length === 0) throw rejected('bad-txns-vin-empty')
  if (tx.outputs.length === 0) throw rejected('bad-txns-vout-empty')
  if (tx.baseSize * 4 > maxBlockWeight) throw rejected('bad-txns-oversize')
  let total = 0n
  for (const output of tx.outputs) {
    // Amounts are signed 64-bit on the wire: the top bit set reads as a negative amount.
    if (output.value >= 1n << 63n) throw rejected('bad-txns-vout-negative')
    if (output.value > maxMoney) throw rejected('bad-txns-vout-toolarge')
    total += output.value
    if (total > maxMoney) throw rejected('bad-txns-txouttotal-toolarge')
  }
  const seen = new Set<string>()
  for (const input of tx.inputs) {
    const key = outpointKey(input.txid, input.vout)
    if (seen.has(key)) throw rejected('bad-txns-inputs-duplicate')
    seen.add(key)
  }
  if (tx.isCoinbase) {
    const length = tx.inputs[0]?.scriptSig.length ?? 0
    if (length < 2 || length > 100) throw rejected('bad-cb-length')
  } else if (tx.inputs.some((input) => input.txid === nullTxid && input.vout === nullIndex)) {
    throw rejected('bad-txns-prevout-null')
  }
}

/**
 * Policy's dust threshold: what spending the output would cost at 3 sat/vB (546 sats for P2PKH, 294 for P2WPKH,
 * 330 for P2TR); unspendable outputs (OP_RETURN) have none.
 */
function dustThreshold(output: TxOutput): bigint {
  const { script } = output
  if (script[0] === 0x6a || script.length > maxScriptSize) return 0n
  const outputSize = 8 + compactSizeLength(script.length) + script.length
  // An input spending it: outpoint, script length, sequence, and a typical signature (witness bytes count 1/4).
  const inputSize = witnessProgram(script) ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return BigInt(outputSize + inputSize) * dustRelayFeeRate
}

function isStandardOutputScript(script: Uint8Array): boolean {
  const type = scriptType(script)
  if (type === 'empty') return false
  if (type !== 'unknown') return true
  // Witness versions without a meaning yet (v2 and up, other v1 lengths) stay spendable by anyone: standard.
  return witnessProgram(script) !== null
}

/** IsStandardTx (as far as the stand-in applies it) and the size floor. */
export function checkStandard(tx: Tx): void {
  if (tx.version < 1 || tx.version > maxStandardTxVersion) throw rejected('version')
  if (tx.weight > maxStandardTxWeight) throw rejected('tx-size')
  for (const output of tx.outputs) {
    if (!isStandardOutputScript(output.script)) throw rejected('scriptpubkey')
    if (output.value < dustThreshold(output)) throw rejected('dust')
  }
  if (tx.baseSize < minStandardTxNonWitnessSize) throw rejected('tx-size-small')
}
