import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { bitcoinTestAccounts } from '../bitcoinAccounts.js'
import { targetFromBits } from './block.js'
import {
  broadcast,
  getJson,
  getText,
  signSpend,
  startTestBitcoinLedger,
  type TestBitcoinLedger,
  waitFor,
} from './testing.js'

/** Blocks: mined on demand and on the timer, with real headers and proof of work; fee estimates follow the mempool. */

const ledgers: TestBitcoinLedger[] = []
const start = async (blockIntervalMs = 0) => {
  const ledger = await startTestBitcoinLedger({ blockIntervalMs })
  ledgers.push(ledger)
  return ledger
}

afterEach(async () => {
  await Promise.all(ledgers.splice(0).map((ledger) => ledger.dispose()))
})

const sha256d = (bytes: Buffer) =>
  createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest()

describe('mining', () => {
  it('mines on demand with POST /regtest/mine and answers the new tip', async () => {
    const ledger = await start()
    const response = await fetch(`${ledger.url}/regtest/mine`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ blocks: 3 }),
    })
    const tip = (await response.json()) as { height: number; hash: string }
    expect(response.status).toBe(200)
    expect(tip.height).toBe(106)
    expect(await getText(ledger, '/blocks/tip/hash')).toBe(tip.hash)
    expect(ledger.mine(2).height).toBe(108)
  })

  it('gives every block a real header: its double SHA-256 is the id and meets the regtest target', async () => {
    const ledger = await start()
    const { hash } = ledger.mine()
    const header = Buffer.from(await getText(ledger, `/block/${hash}/header`), 'hex')
    expect(header).toHaveLength(80)
    const id = Buffer.from(sha256d(header)).reverse().toString('hex')
    expect(id).toBe(hash)
    expect(BigInt(`0x${id}`) <= targetFromBits(0x207fffff)).toBe(true)
    const block = await getJson<{ previousblockhash: string; merkle_root: string; height: number }>(
      ledger,
      `/block/${hash}`,
    )
    expect(Buffer.from(header.subarray(4, 36)).reverse().toString('hex')).toBe(block.previousblockhash)
    expect(await getText(ledger, `/block-height/${block.height - 1}`)).toBe(block.previousblockhash)
    // A block with only its coinbase: the merkle root is the coinbase's txid.
    const [coinbase] = await getJson<string[]>(ledger, `/block/${hash}/txids`)
    expect(block.merkle_root).toBe(coinbase)
    const raw = Buffer.from(await (await fetch(`${ledger.url}/block/${hash}/raw`)).arrayBuffer())
    expect(raw.subarray(0, 80).equals(header)).toBe(true)
  })

  it('mines on its timer', async () => {
    const ledger = await start(50)
    const first = ledger.tip().height
    const next = new Promise<number>((resolve) => {
      const stop = ledger.onBlock(({ height }) => {
        stop()
        resolve(height)
      })
    })
    expect(await next).toBe(first + 1)
    const height = await waitFor(async () => {
      const tip = Number(await getText(ledger, '/blocks/tip/height'))
      return tip >= first + 3 ? tip : undefined
    })
    expect(height).toBeGreaterThanOrEqual(first + 3)
  })

  it('raises the fee estimates as the mempool fills, shortest target first', async () => {
    const ledger = await start()
    const empty = await getJson<Record<string, number>>(ledger, '/fee-estimates')
    expect(new Set(Object.values(empty))).toEqual(new Set([1]))
    const key = bitcoinTestAccounts[7].payment
    const [coin] = await getJson<{ txid: string; vout: number; value: number }[]>(
      ledger,
      `/address/${key.address}/utxo`,
    )
    if (!coin) throw new Error('no utxo')
    // A transaction with many outputs takes some room in the mempool.
    const outputs = Array.from({ length: 200 }, () => ({ address: key.address, value: 1_000_000n }))
    const tx = signSpend(
      'payment',
      key,
      [{ txid: coin.txid, vout: coin.vout, value: BigInt(coin.value) }],
      [...outputs, { address: key.address, value: BigInt(coin.value) - 200_000_000n - 10_000n }],
    )
    expect((await broadcast(ledger, tx.hex)).status).toBe(200)
    const busy = await getJson<Record<string, number>>(ledger, '/fee-estimates')
    expect(busy['1']).toBeGreaterThan(1)
    expect(busy['1']).toBeGreaterThan(busy['6'] ?? 0)
    expect(busy['1008']).toBeGreaterThanOrEqual(1)
    const mempool = await getJson<{ count: number; vsize: number; total_fee: number }>(ledger, '/mempool')
    expect(mempool).toMatchObject({ count: 1, vsize: tx.vsize, total_fee: 10_000 })
    ledger.mine()
    expect((await getJson<Record<string, number>>(ledger, '/fee-estimates'))['1']).toBe(1)
  })
})
