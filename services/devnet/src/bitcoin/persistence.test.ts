import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { bitcoinTestAccounts } from '../bitcoinAccounts.js'
import { startBitcoinLedger } from './startBitcoinLedger.js'
import { broadcast, getJson, signSpend, startTestBitcoinLedger, type TestBitcoinLedger } from './testing.js'

/** The state folder: a restart goes on from the saved chain and mempool; another version's state is discarded. */

const ledgers: TestBitcoinLedger[] = []
afterEach(async () => {
  await Promise.all(ledgers.splice(0).map((ledger) => ledger.dispose()))
})

interface Stats {
  funded_txo_sum: number
  spent_txo_sum: number
}
const balance = async (ledger: { url: string }, address: string) => {
  const { chain_stats: c, mempool_stats: m } = await getJson<{ chain_stats: Stats; mempool_stats: Stats }>(
    ledger,
    `/address/${address}`,
  )
  return c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum
}

describe('Bitcoin ledger state', () => {
  it('restarts from its state folder with the same blocks, balances and mempool', async () => {
    const first = await startTestBitcoinLedger()
    ledgers.push(first)
    const key = bitcoinTestAccounts[8].payment
    const to = bitcoinTestAccounts[9].payment.address
    const [a, b] = await getJson<{ txid: string; vout: number; value: number }[]>(
      first,
      `/address/${key.address}/utxo`,
    )
    if (!a || !b) throw new Error('no utxos')
    const mined = signSpend(
      'payment',
      key,
      [{ txid: a.txid, vout: a.vout, value: BigInt(a.value) }],
      [{ address: to, value: BigInt(a.value) - 1_000n }],
    )
    expect((await broadcast(first, mined.hex)).status).toBe(200)
    const tip = first.mine(2)
    const waiting = signSpend(
      'payment',
      key,
      [{ txid: b.txid, vout: b.vout, value: BigInt(b.value) }],
      [{ address: to, value: BigInt(b.value) - 1_000n }],
    )
    expect((await broadcast(first, waiting.hex)).status).toBe(200)
    const before = [await balance(first, key.address), await balance(first, to)]
    await first.close()

    const restarted = await startBitcoinLedger({
      port: 0,
      blockIntervalMs: 0,
      stateDir: first.devnetStateDir,
    })
    try {
      expect(restarted.tip()).toEqual(tip)
      expect([await balance(restarted, key.address), await balance(restarted, to)]).toEqual(before)
      expect(await getJson(restarted, `/tx/${waiting.txid}/status`)).toEqual({ confirmed: false })
      expect(await getJson(restarted, `/tx/${mined.txid}/status`)).toMatchObject({ confirmed: true })
      // Mining goes on from the saved tip and takes the saved mempool.
      const next = restarted.mine()
      expect(next.height).toBe(tip.height + 1)
      expect(await getJson(restarted, `/tx/${waiting.txid}/status`)).toMatchObject({ confirmed: true })
    } finally {
      await restarted.close()
    }
  })

  it('drops a block line cut short by a kill and keeps the chain before it', async () => {
    const first = await startTestBitcoinLedger()
    ledgers.push(first)
    const tip = first.mine()
    await first.close()
    appendFileSync(join(first.stateDir, 'blocks.jsonl'), '{"height":105,"header":"00')
    const restarted = await startBitcoinLedger({
      port: 0,
      blockIntervalMs: 0,
      stateDir: first.devnetStateDir,
    })
    try {
      expect(restarted.tip()).toEqual(tip)
      expect(restarted.mine().height).toBe(tip.height + 1)
    } finally {
      await restarted.close()
    }
    const lines = readFileSync(join(first.stateDir, 'blocks.jsonl'), 'utf8').trim().split('\n')
    expect(lines).toHaveLength(tip.height + 2)
  })

  it('starts from genesis when the state is another version’s, or when asked to', async () => {
    const first = await startTestBitcoinLedger()
    ledgers.push(first)
    first.mine(5)
    await first.close()
    const metaPath = join(first.stateDir, 'ledger.json')
    const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as { genesisVersion: number }
    writeFileSync(metaPath, JSON.stringify({ ...meta, genesisVersion: meta.genesisVersion + 1 }))
    const fresh = await startBitcoinLedger({ port: 0, blockIntervalMs: 0, stateDir: first.devnetStateDir })
    expect(fresh.tip().height).toBe(103)
    fresh.mine()
    await fresh.close()
    const reset = await startBitcoinLedger({
      port: 0,
      blockIntervalMs: 0,
      stateDir: first.devnetStateDir,
      reset: true,
    })
    expect(reset.tip().height).toBe(103)
    await reset.close()
  })
})
