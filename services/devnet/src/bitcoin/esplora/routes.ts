import { toHex } from '../bytes.js'
import { maxBlocksPerMine } from '../constants.js'
import type { Ledger } from '../ledger.js'
import { TxReject } from '../rejects.js'
import { chainTxs, mempoolTxs, scriptOfHash, scriptStats, scriptTxs, scriptUtxos } from './addressJson.js'
import { blockJson, blockOf, blockStatusJson, headerHex, rawBlock } from './blockJson.js'
import { badRequest, notFound, parseAddress, parseHash, parseNumber } from './httpError.js'
import { mempoolJson, recentJson } from './mempoolJson.js'
import { lookupTx, statusJson, txJson } from './txJson.js'

/**
 * The Esplora routes (Blockstream's API.md) and the stand-in's own POST /regtest/mine. Each answers a Reply;
 * errors are thrown as HttpError (400 / 404 with Esplora's plain-text messages).
 */

export type Reply =
  | { kind: 'json'; body: unknown }
  | { kind: 'text'; body: string }
  | { kind: 'binary'; body: Uint8Array }

const json = (body: unknown): Reply => ({ kind: 'json', body })
const text = (body: string | number): Reply => ({ kind: 'text', body: String(body) })

const blocksPerList = 10
const blockTxsPage = 25

function blockRoutes(ledger: Ledger, parts: string[]): Reply | undefined {
  const [first, hash, sub, extra] = parts
  if (first === 'blocks') {
    if (hash === 'tip' && sub === 'height' && parts.length === 3) return text(ledger.chain.height)
    if (hash === 'tip' && sub === 'hash' && parts.length === 3) return text(ledger.chain.tip.hash)
    if (parts.length > 2) return undefined
    const start = hash === undefined ? ledger.chain.height : parseNumber(hash)
    if (start > ledger.chain.height) throw notFound('Block not found')
    const heights = Array.from({ length: Math.min(blocksPerList, start + 1) }, (_, i) => start - i)
    return json(
      heights.flatMap((height) => {
        const block = ledger.chain.blockAt(height)
        return block ? [blockJson(ledger, block)] : []
      }),
    )
  }
  if (first === 'block-height' && hash !== undefined && parts.length === 2) {
    const block = ledger.chain.blockAt(parseNumber(hash))
    if (!block) throw notFound('Block not found')
    return text(block.hash)
  }
  if (first !== 'block' || hash === undefined) return undefined
  if (parts.length === 2) return json(blockJson(ledger, blockOf(ledger, hash)))
  if (parts.length === 3 && sub === 'status') return json(blockStatusJson(ledger, blockOf(ledger, hash)))
  if (parts.length === 3 && sub === 'txids') return json(blockOf(ledger, hash).txs.map((tx) => tx.txid))
  if (parts.length === 3 && sub === 'header') return text(headerHex(blockOf(ledger, hash)))
  if (parts.length === 3 && sub === 'raw') return { kind: 'binary', body: rawBlock(blockOf(ledger, hash)) }
  if (parts.length === 4 && sub === 'txid' && extra !== undefined) {
    const tx = blockOf(ledger, hash).txs[parseNumber(extra)]
    if (!tx) throw notFound('tx index out of range')
    return text(tx.txid)
  }
  if (sub === 'txs' && parts.length <= 4) {
    const block = blockOf(ledger, hash)
    const start = extra === undefined ? 0 : parseNumber(extra)
    if (start % blockTxsPage !== 0) throw badRequest(`start index must be a multiple of ${blockTxsPage}`)
    return json(
      block.txs.slice(start, start + blockTxsPage).map((tx) => {
        const known = lookupTx(ledger, tx.txid)
        if (!known) throw new Error(`block transaction ${tx.txid} is not indexed`)
        return txJson(ledger, known, false)
      }),
    )
  }
  return undefined
}

function scriptRoutes(ledger: Ledger, parts: string[]): Reply | undefined {
  const [kind, key, sub, page, lastSeen] = parts
  if ((kind !== 'address' && kind !== 'scripthash') || key === undefined) return undefined
  const script = kind === 'address' ? parseAddress(key) : scriptOfHash(ledger, key)
  if (parts.length === 2) return json({ [kind]: key, ...scriptStats(ledger, script) })
  if (sub === 'utxo' && parts.length === 3) return json(scriptUtxos(ledger, script))
  if (sub !== 'txs') return undefined
  if (parts.length === 3) return json(scriptTxs(ledger, script))
  if (page === 'mempool' && parts.length === 4) return json(mempoolTxs(ledger, script))
  if (page === 'chain' && parts.length <= 5)
    return json(chainTxs(ledger, script, lastSeen === undefined ? undefined : parseHash(lastSeen)))
  return undefined
}

function txRoutes(ledger: Ledger, parts: string[]): Reply | undefined {
  const [first, id, sub, extra] = parts
  if (first !== 'tx' || id === undefined) return undefined
  const txid = parseHash(id)
  if (sub === 'status' && parts.length === 3) return json(statusJson(ledger, txid))
  if (sub === 'outspend' && extra !== undefined && parts.length === 4)
    return json(outspend(ledger, txid, parseNumber(extra)))
  const known = lookupTx(ledger, txid)
  const found = () => {
    if (!known) throw notFound('Transaction not found')
    return known
  }
  if (parts.length === 2) return json(txJson(ledger, found()))
  if (sub === 'hex' && parts.length === 3) return text(toHex(found().tx.raw))
  if (sub === 'raw' && parts.length === 3) return { kind: 'binary', body: found().tx.raw }
  if (sub === 'outspends' && parts.length === 3)
    return json(found().tx.outputs.map((_, vout) => outspend(ledger, txid, vout)))
  return undefined
}

/** GET /tx/:txid/outspend/:vout: who spends an output, confirmed or in the mempool. */
function outspend(ledger: Ledger, txid: string, vout: number) {
  const spend = ledger.chain.spentBy(txid, vout) ?? ledger.mempool.spender(txid, vout)
  if (!spend) return { spent: false }
  return { spent: true, txid: spend.txid, vin: spend.vin, status: statusJson(ledger, spend.txid) }
}

/** GET routes; undefined when no route matches. */
export function getRoute(ledger: Ledger, parts: string[]): Reply | undefined {
  const [first, sub] = parts
  if (first === 'fee-estimates' && parts.length === 1) return json(ledger.feeEstimates())
  if (first === 'mempool' && parts.length === 1) return json(mempoolJson(ledger))
  if (first === 'mempool' && sub === 'txids' && parts.length === 2)
    return json(ledger.mempool.all().map((entry) => entry.tx.txid))
  if (first === 'mempool' && sub === 'recent' && parts.length === 2) return json(recentJson(ledger))
  return blockRoutes(ledger, parts) ?? scriptRoutes(ledger, parts) ?? txRoutes(ledger, parts)
}

/** POST /tx (raw hex body -> txid) and POST /regtest/mine (`{ "blocks": n }` -> the new tip). */
export function postRoute(ledger: Ledger, parts: string[], body: string): Reply | undefined {
  if (parts.length === 1 && parts[0] === 'tx') {
    try {
      return text(ledger.submitHex(body))
    } catch (error) {
      if (error instanceof TxReject) throw badRequest(error.toEsploraText())
      throw error
    }
  }
  if (parts.length === 2 && parts[0] === 'regtest' && parts[1] === 'mine') {
    let blocks: unknown = 1
    if (body.trim()) {
      try {
        blocks = (JSON.parse(body) as { blocks?: unknown } | null)?.blocks ?? 1
      } catch {
        throw badRequest('Invalid JSON body: expected { "blocks": n }')
      }
    }
    if (typeof blocks !== 'number' || !Number.isInteger(blocks) || blocks < 1 || blocks > maxBlocksPerMine)
      throw badRequest(`blocks must be an integer from 1 to ${maxBlocksPerMine}`)
    ledger.mine(blocks)
    return json(ledger.tip)
  }
  return undefined
}
