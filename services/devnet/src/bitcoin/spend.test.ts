import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinTestAccounts } from '../bitcoinAccounts.js'
import {
  broadcast,
  getJson,
  getText,
  type SpendInput,
  signSpend,
  startTestBitcoinLedger,
  type TestBitcoinLedger,
} from './testing.js'

/** Accepted spends over HTTP: P2WPKH and P2TR, unconfirmed then mined, and a chain of unconfirmed spends. */

const [, bob, carol, dave] = bitcoinTestAccounts
let ledger: TestBitcoinLedger

beforeAll(async () => {
  ledger = await startTestBitcoinLedger()
})

afterAll(async () => {
  await ledger?.dispose()
})

interface Stats {
  tx_count: number
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
}
interface AddressJson {
  chain_stats: Stats
  mempool_stats: Stats
}
interface Utxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean; block_height?: number }
}

const balance = ({ chain_stats: c, mempool_stats: m }: AddressJson) =>
  c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum

const utxos = (address: string) => getJson<Utxo[]>(ledger, `/address/${address}/utxo`)
const asInput = (utxo: Utxo): SpendInput => ({ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) })

describe('spending on the regtest stand-in', () => {
  it('accepts a P2WPKH spend: mempool stats first, chain stats once mined', async () => {
    const from = bob.payment
    const to = carol.payment
    const [largest] = await utxos(from.address) // 4 BTC
    if (!largest) throw new Error('no utxo')
    const fee = 1_000n
    const sent = 150_000_000n
    const change = BigInt(largest.value) - sent - fee
    const tx = signSpend(
      'payment',
      from,
      [asInput(largest)],
      [
        { address: to.address, value: sent },
        { address: from.address, value: change },
      ],
    )
    const started = performance.now()
    const answer = await broadcast(ledger, tx.hex)
    expect(answer).toEqual({ status: 200, text: tx.txid })

    const pending = await getJson<AddressJson>(ledger, `/address/${from.address}`)
    expect(pending.mempool_stats).toEqual({
      tx_count: 1,
      funded_txo_count: 1,
      funded_txo_sum: Number(change),
      spent_txo_count: 1,
      spent_txo_sum: largest.value,
    })
    expect(balance(pending)).toBe(1_000_000_000 - Number(sent + fee))
    const status = await getJson(ledger, `/tx/${tx.txid}/status`)
    expect(status).toEqual({ confirmed: false })
    // The spent output is gone from the UTXO list, the change is there unconfirmed.
    const listed = await utxos(from.address)
    expect(listed.some((u) => u.txid === largest.txid && u.vout === largest.vout)).toBe(false)
    expect(listed.at(-1)).toEqual({
      txid: tx.txid,
      vout: 1,
      status: { confirmed: false },
      value: Number(change),
    })
    const [first] = await getJson<{ txid: string; fee: number; status: { confirmed: boolean } }[]>(
      ledger,
      `/address/${from.address}/txs`,
    )
    expect(first).toMatchObject({ txid: tx.txid, fee: 1_000, status: { confirmed: false } })
    expect(await getText(ledger, `/tx/${tx.txid}/hex`)).toBe(tx.hex)
    expect(await getJson(ledger, `/tx/${largest.txid}/outspend/${largest.vout}`)).toEqual({
      spent: true,
      txid: tx.txid,
      vin: 0,
      status: { confirmed: false },
    })

    const mined = await fetch(`${ledger.url}/regtest/mine`, { method: 'POST' })
    const tip = (await mined.json()) as { height: number; hash: string }
    console.log(
      `P2WPKH spend, POST /tx to confirmed (mined on demand): ${(performance.now() - started).toFixed(1)} ms`,
    )
    expect(await getJson(ledger, `/tx/${tx.txid}/status`)).toMatchObject({
      confirmed: true,
      block_height: tip.height,
      block_hash: tip.hash,
    })
    const after = await getJson<AddressJson>(ledger, `/address/${from.address}`)
    expect(after.mempool_stats.tx_count).toBe(0)
    expect(after.chain_stats).toMatchObject({ tx_count: 2, spent_txo_count: 1, spent_txo_sum: largest.value })
    expect(balance(after)).toBe(1_000_000_000 - Number(sent + fee))
    expect(balance(await getJson<AddressJson>(ledger, `/address/${to.address}`))).toBe(
      1_000_000_000 + Number(sent),
    )
    // The block's coinbase collected the fee on top of the subsidy.
    const [coinbase] = await getJson<{ vout: { value: number }[] }[]>(ledger, `/block/${tip.hash}/txs`)
    expect(coinbase?.vout[0]?.value).toBe(5_000_000_000 + 1_000)
  })

  it('accepts a P2TR key-path spend', async () => {
    const from = carol.taproot
    const to = dave.payment
    const [coin] = await utxos(from.address)
    if (!coin) throw new Error('no utxo')
    const tx = signSpend(
      'taproot',
      from,
      [asInput(coin)],
      [
        { address: to.address, value: 60_000_000n },
        { address: from.address, value: BigInt(coin.value) - 60_000_000n - 500n },
      ],
    )
    expect(await broadcast(ledger, tx.hex)).toEqual({ status: 200, text: tx.txid })
    const pending = await getJson<AddressJson>(ledger, `/address/${from.address}`)
    expect(pending.mempool_stats).toMatchObject({ tx_count: 1, spent_txo_sum: 100_000_000 })
    const known = await getJson<{ vin: { witness: string[]; prevout: { scriptpubkey_type: string } }[] }>(
      ledger,
      `/tx/${tx.txid}`,
    )
    expect(known.vin[0]?.prevout.scriptpubkey_type).toBe('v1_p2tr')
    expect(known.vin[0]?.witness[0]).toHaveLength(128) // a 64-byte Schnorr signature, SIGHASH_DEFAULT
    ledger.mine()
    const after = await getJson<AddressJson>(ledger, `/address/${from.address}`)
    expect(after.mempool_stats.tx_count).toBe(0)
    expect(balance(after)).toBe(100_000_000 - 60_000_000 - 500)
    expect((await utxos(to.address)).some((u) => u.txid === tx.txid && u.status.confirmed)).toBe(true)
  })

  it('accepts a chain of unconfirmed spends and mines them in order', async () => {
    const key = dave.payment
    const coins = await utxos(key.address)
    const coin = coins.find((u) => u.value === 100_000_000)
    if (!coin) throw new Error('no 1 BTC utxo')
    let input = asInput(coin)
    const txids: string[] = []
    for (let i = 0; i < 3; i++) {
      const tx = signSpend('payment', key, [input], [{ address: key.address, value: input.value - 300n }])
      expect(await broadcast(ledger, tx.hex)).toEqual({ status: 200, text: tx.txid })
      txids.push(tx.txid)
      input = { txid: tx.txid, vout: 0, value: input.value - 300n }
    }
    const pending = await getJson<AddressJson>(ledger, `/address/${key.address}`)
    expect(pending.mempool_stats.tx_count).toBe(3)
    // Only the last output of the chain is unspent.
    const unconfirmed = (await utxos(key.address)).filter((u) => !u.status.confirmed)
    expect(unconfirmed).toEqual([
      { txid: txids[2], vout: 0, status: { confirmed: false }, value: 100_000_000 - 900 },
    ])
    // Resending a transaction the mempool holds answers its txid again, as sendrawtransaction does.
    const again = signSpend(
      'payment',
      key,
      [asInput(coin)],
      [{ address: key.address, value: 100_000_000n - 300n }],
    )
    expect(await broadcast(ledger, again.hex)).toEqual({ status: 200, text: txids[0] })
    const tip = ledger.mine()
    const blockTxids = await getJson<string[]>(ledger, `/block/${tip.hash}/txids`)
    expect(blockTxids.slice(1)).toEqual(txids)
    expect((await getJson<AddressJson>(ledger, `/address/${key.address}`)).mempool_stats.tx_count).toBe(0)
  })
})
