import { scriptToAddress } from '../addresses.js'
import { toHex } from '../bytes.js'
import type { Ledger } from '../ledger.js'
import { scriptAsm, scriptType } from '../script.js'
import type { Tx, TxOutput } from '../transaction.js'

/** Esplora's transaction format (electrs' TransactionValue), field for field and in its order. */

export interface TxStatusJson {
  confirmed: boolean
  block_height?: number
  block_hash?: string
  block_time?: number
}

export interface TxOutJson {
  scriptpubkey: string
  scriptpubkey_asm: string
  scriptpubkey_type: string
  scriptpubkey_address?: string
  value: number
}

/** A transaction the ledger knows: confirmed or in the mempool, with its fee and status. */
export interface KnownTx {
  tx: Tx
  fee: bigint
  status: TxStatusJson
}

function outJson(output: TxOutput): TxOutJson {
  const address = scriptToAddress(output.script)
  return {
    scriptpubkey: toHex(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: scriptType(output.script),
    ...(address === undefined ? {} : { scriptpubkey_address: address }),
    value: Number(output.value),
  }
}

export function lookupTx(ledger: Ledger, txid: string): KnownTx | undefined {
  const confirmed = ledger.chain.tx(txid)
  if (confirmed) {
    const { tx, block, fee } = confirmed
    return {
      tx,
      fee,
      status: {
        confirmed: true,
        block_height: block.height,
        block_hash: block.hash,
        block_time: block.header.time,
      },
    }
  }
  const entry = ledger.mempool.get(txid)
  return entry && { tx: entry.tx, fee: entry.fee, status: { confirmed: false } }
}

/** The status of any txid; an unknown one reads as unconfirmed, as in Esplora. */
export const statusJson = (ledger: Ledger, txid: string): TxStatusJson =>
  lookupTx(ledger, txid)?.status ?? { confirmed: false }

const prevoutOf = (ledger: Ledger, txid: string, vout: number): TxOutput | undefined =>
  ledger.chain.output(txid, vout) ?? ledger.mempool.output(txid, vout)

/** The transaction object; `withStatus: false` for a block's transaction list, which leaves status out. */
export function txJson(ledger: Ledger, known: KnownTx, withStatus = true) {
  const { tx } = known
  return {
    txid: tx.txid,
    version: tx.version >>> 0,
    locktime: tx.lockTime,
    vin: tx.inputs.map((input) => {
      const prevout = tx.isCoinbase ? undefined : prevoutOf(ledger, input.txid, input.vout)
      return {
        txid: input.txid,
        vout: input.vout,
        prevout: prevout ? outJson(prevout) : null,
        scriptsig: toHex(input.scriptSig),
        scriptsig_asm: scriptAsm(input.scriptSig),
        ...(input.witness.length > 0 ? { witness: input.witness.map(toHex) } : {}),
        is_coinbase: tx.isCoinbase,
        sequence: input.sequence,
      }
    }),
    vout: tx.outputs.map(outJson),
    size: tx.size,
    weight: tx.weight,
    fee: Number(known.fee),
    ...(withStatus ? { status: known.status } : {}),
  }
}
