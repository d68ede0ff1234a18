import { hex } from '@scure/base'
import { p2pkh } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinMinerKey, bitcoinTestAccounts } from '../bitcoinAccounts.js'
import { bitcoinRegtestNetwork } from '../bitcoinNetwork.js'
import { getJson, getText, startTestBitcoinLedger, type TestBitcoinLedger } from './testing.js'

/** The Esplora API's answers: shapes, plain-text answers, CORS, and a 4xx with a message for bad input. */

const [alice] = bitcoinTestAccounts
let ledger: TestBitcoinLedger
let startMs: number

beforeAll(async () => {
  const started = performance.now()
  ledger = await startTestBitcoinLedger()
  startMs = performance.now() - started
  console.log(`Bitcoin ledger start from genesis (103 blocks, funding): ${startMs.toFixed(0)} ms`)
})

afterAll(async () => {
  await ledger?.dispose()
})

const raw = (path: string, init?: RequestInit) => fetch(`${ledger.url}${path}`, init)

describe('Esplora API of the regtest stand-in', () => {
  it('starts at height 103 on the real regtest genesis block', async () => {
    expect(await getText(ledger, '/blocks/tip/height')).toBe('103')
    expect(await getText(ledger, '/block-height/0')).toBe(bitcoinRegtestNetwork.genesisHash)
    expect(bitcoinRegtestNetwork.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    const tip = await getText(ledger, '/blocks/tip/hash')
    expect(tip).toBe(ledger.tip().hash)
    const response = await raw('/blocks/tip/height')
    expect(response.headers.get('content-type')).toBe('text/plain')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('serves blocks in Esplora’s format', async () => {
    const genesis = await getJson<Record<string, unknown>>(
      ledger,
      `/block/${bitcoinRegtestNetwork.genesisHash}`,
    )
    expect(genesis).toMatchObject({
      id: bitcoinRegtestNetwork.genesisHash,
      height: 0,
      version: 1,
      timestamp: 1296688602,
      tx_count: 1,
      merkle_root: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
      previousblockhash: null,
      nonce: 2,
      bits: 0x207fffff,
      size: 285,
    })
    const hash = await getText(ledger, '/block-height/103')
    const block = await getJson<Record<string, number | string>>(ledger, `/block/${hash}`)
    expect(Object.keys(block)).toEqual([
      'id',
      'height',
      'version',
      'timestamp',
      'tx_count',
      'size',
      'weight',
      'merkle_root',
      'previousblockhash',
      'mediantime',
      'nonce',
      'bits',
      'difficulty',
    ])
    expect(block.tx_count).toBe(11) // the coinbase and one funding transaction per test account
    expect(await getJson(ledger, `/block/${hash}/status`)).toEqual({
      in_best_chain: true,
      height: 103,
      next_best: null,
    })
    const txids = await getJson<string[]>(ledger, `/block/${hash}/txids`)
    expect(await getText(ledger, `/block/${hash}/txid/1`)).toBe(txids[1])
    const [coinbase] = await getJson<Record<string, unknown>[]>(ledger, `/block/${hash}/txs`)
    expect(coinbase).not.toHaveProperty('status')
    expect(coinbase?.vin).toEqual([
      expect.objectContaining({ is_coinbase: true, prevout: null, vout: 0xffffffff, txid: '0'.repeat(64) }),
    ])
    const list = await getJson<{ height: number }[]>(ledger, '/blocks')
    expect(list.map((b) => b.height)).toEqual([103, 102, 101, 100, 99, 98, 97, 96, 95, 94])
  })

  it('shows the funded test accounts: 10 BTC in four outputs, 1 BTC on taproot', async () => {
    const address = await getJson<Record<string, unknown>>(ledger, `/address/${alice.payment.address}`)
    expect(address).toEqual({
      address: alice.payment.address,
      chain_stats: {
        tx_count: 1,
        funded_txo_count: 4,
        funded_txo_sum: 1_000_000_000,
        spent_txo_count: 0,
        spent_txo_sum: 0,
      },
      mempool_stats: {
        tx_count: 0,
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
      },
    })
    const utxos = await getJson<{ value: number; status: { confirmed: boolean; block_height: number } }[]>(
      ledger,
      `/address/${alice.payment.address}/utxo`,
    )
    expect(utxos.map((u) => u.value)).toEqual([400_000_000, 300_000_000, 200_000_000, 100_000_000])
    expect(utxos[0]?.status).toMatchObject({ confirmed: true, block_height: 103 })
    const taproot = await getJson<{ value: number }[]>(ledger, `/address/${alice.taproot.address}/utxo`)
    expect(taproot.map((u) => u.value)).toEqual([100_000_000])
    const [funding] = await getJson<
      { vin: { prevout: { scriptpubkey_address: string } }[]; vout: Record<string, unknown>[]; fee: number }[]
    >(ledger, `/address/${alice.taproot.address}/txs`)
    expect(funding?.vin[0]?.prevout.scriptpubkey_address).toBe(bitcoinMinerKey.address)
    expect(funding?.fee).toBe(2_000)
    expect(funding?.vout[4]).toEqual({
      scriptpubkey: expect.stringMatching(/^5120/),
      scriptpubkey_asm: expect.stringMatching(/^OP_PUSHNUM_1 OP_PUSHBYTES_32 /),
      scriptpubkey_type: 'v1_p2tr',
      scriptpubkey_address: alice.taproot.address,
      value: 100_000_000,
    })
  })

  it('answers a scripthash like its address', async () => {
    const [utxo] = await getJson<{ txid: string; vout: number }[]>(
      ledger,
      `/address/${alice.payment.address}/utxo`,
    )
    const tx = await getJson<{ vout: { scriptpubkey: string }[] }>(ledger, `/tx/${utxo?.txid}`)
    const script = Buffer.from(tx.vout[0]?.scriptpubkey ?? '', 'hex')
    const scripthash = (await import('node:crypto')).createHash('sha256').update(script).digest('hex')
    const stats = await getJson<{ chain_stats: { funded_txo_sum: number } }>(
      ledger,
      `/scripthash/${scripthash}`,
    )
    expect(stats.chain_stats.funded_txo_sum).toBe(1_000_000_000)
    expect(await getJson(ledger, `/scripthash/${'ab'.repeat(32)}/utxo`)).toEqual([])
  })

  it('gives fee estimates for Esplora’s targets, at least 1 sat/vB', async () => {
    const estimates = await getJson<Record<string, number>>(ledger, '/fee-estimates')
    expect(Object.keys(estimates)).toEqual([
      ...Array.from({ length: 25 }, (_, i) => String(i + 1)),
      '144',
      '504',
      '1008',
    ])
    for (const rate of Object.values(estimates)) expect(rate).toBeGreaterThanOrEqual(1)
  })

  it('answers bad input with a 4xx and a message, never a 500', async () => {
    // A regtest P2PKH address (m… / n…) is valid, just unfunded.
    const legacyAddress = p2pkh(
      hex.decode(alice.payment.publicKey),
      bitcoinRegtestNetwork.addressParams,
    ).address
    expect(legacyAddress).toMatch(/^[mn]/)
    const cases: [string, RequestInit | undefined, number, string | RegExp][] = [
      ['/address/not-an-address', undefined, 400, /^Invalid address/],
      [
        `/address/${'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'}`,
        undefined,
        400,
        'Address on invalid network',
      ],
      [`/address/${legacyAddress}/utxo`, undefined, 200, '[]'],
      ['/tx/xyz', undefined, 400, 'Invalid hex string'],
      [`/tx/${'0'.repeat(64)}`, undefined, 404, 'Transaction not found'],
      [`/tx/${'0'.repeat(64)}/hex`, undefined, 404, 'Transaction not found'],
      ['/block-height/-1', undefined, 400, 'Invalid number'],
      ['/block-height/99999', undefined, 404, 'Block not found'],
      [`/block/${'1'.repeat(64)}`, undefined, 404, 'Block not found'],
      ['/nowhere', undefined, 404, 'endpoint does not exist "/nowhere"'],
      ['/tx', undefined, 404, 'endpoint does not exist "/tx"'],
      ['/tx', { method: 'POST', body: 'zz' }, 400, /"code":-22,"message":"TX decode failed/],
      ['/tx', { method: 'POST', body: '' }, 400, /TX decode failed/],
      ['/tx', { method: 'POST', body: 'ab'.repeat(600_000) }, 413, 'Request body too large'],
      ['/regtest/mine', { method: 'POST', body: '{"blocks":0}' }, 400, /blocks must be an integer/],
      ['/regtest/mine', { method: 'POST', body: '{' }, 400, /Invalid JSON body/],
      ['/%E0%A4%A', undefined, 400, 'Invalid URL encoding'],
    ]
    for (const [path, init, status, message] of cases) {
      const response = await raw(path, init)
      const body = await response.text()
      expect({ path, status: response.status }).toEqual({ path, status })
      if (typeof message === 'string') expect(body).toBe(message)
      else expect(body).toMatch(message)
    }
  })

  it('lets pages call it (CORS preflight)', async () => {
    const response = await raw('/tx', { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })
})
