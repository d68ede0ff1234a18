import { checkStandard, checkTransaction } from './checkTransaction.js'
import {
  coinbaseMaturity,
  finalSequence,
  lockTimeThreshold,
  maxBroadcastFeeRate,
  maxMoney,
  minRelayFeeRate,
} from './constants.js'
import { formatMoney, missingInputs, rejected, TxReject, transactionError } from './rejects.js'
import type { Tx, TxOutput } from './transaction.js'
import { verifyScripts } from './verifyScripts.js'

/**
 * Mempool acceptance of one transaction against the chain and the mempool, in bitcoind's order: context-free
 * checks, standardness, finality, conflicts with the mempool, missing or spent inputs, coinbase maturity, amounts,
 * the minimum relay fee, scripts and signatures, then sendrawtransaction's maxfeerate.
 */

/** An output that can be spent: confirmed and unspent, or made by a mempool transaction. */
export interface Coin extends TxOutput {
  /** Height of its block; for a mempool output the next block's. */
  readonly height: number
  readonly coinbase: boolean
}

export interface CoinView {
  /** Height of the block the transaction would go into. */
  readonly nextHeight: number
  /** Median time of the last 11 blocks: what a time lock is compared with (BIP-113). */
  readonly medianTimePast: number
  /** The output when it exists and is unspent in the chain (mempool spends not considered). */
  coin(txid: string, vout: number): Coin | undefined
  /** The mempool transaction that spends this output, if one does. */
  spender(txid: string, vout: number): string | undefined
}

export interface Accepted {
  readonly fee: bigint
  readonly prevouts: readonly Coin[]
}

/** IsFinalTx at the next block: a lock time in the past, or every sequence final. */
function isFinal(tx: Tx, view: CoinView): boolean {
  if (tx.lockTime === 0) return true
  const now = tx.lockTime < lockTimeThreshold ? view.nextHeight : view.medianTimePast
  if (tx.lockTime < now) return true
  return tx.inputs.every((input) => input.sequence === finalSequence)
}

export function acceptTransaction(tx: Tx, view: CoinView): Accepted {
  checkTransaction(tx)
  if (tx.isCoinbase) throw rejected('coinbase')
  checkStandard(tx)
  if (!isFinal(tx, view)) throw rejected('non-final')
  // No replacement: an output already spent by a mempool transaction cannot be spent again.
  if (tx.inputs.some((input) => view.spender(input.txid, input.vout) !== undefined))
    throw rejected('txn-mempool-conflict')
  const prevouts: Coin[] = []
  for (const input of tx.inputs) {
    const coin = view.coin(input.txid, input.vout)
    if (!coin) throw missingInputs()
    prevouts.push(coin)
  }
  let valueIn = 0n
  for (const coin of prevouts) {
    const depth = view.nextHeight - coin.height
    if (coin.coinbase && depth < coinbaseMaturity)
      throw rejected('bad-txns-premature-spend-of-coinbase', `tried to spend coinbase at depth ${depth}`)
    valueIn += coin.value
    if (coin.value > maxMoney || valueIn > maxMoney) throw rejected('bad-txns-inputvalues-outofrange')
  }
  const valueOut = tx.outputs.reduce((sum, output) => sum + output.value, 0n)
  if (valueIn < valueOut)
    throw rejected(
      'bad-txns-in-belowout',
      `value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`,
    )
  const fee = valueIn - valueOut
  const minFee = BigInt(tx.vsize) * minRelayFeeRate
  if (fee < minFee) throw rejected('min relay fee not met', `${fee} < ${minFee}`)
  verifyScripts(tx, prevouts)
  if (fee > BigInt(tx.vsize) * maxBroadcastFeeRate)
    throw new TxReject(
      transactionError,
      'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)',
    )
  return { fee, prevouts }
}
