/** The blockchain API's Bitcoin balances and history against the devnet's real regtest ledger (its Esplora API). */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bitcoinRegtestNetwork, bitcoinTestAccounts } from '@foyer/devnet'
import { type BitcoinLedger as RunningLedger, startBitcoinLedger } from '@foyer/devnet/node'
import { balanceResponseSchema, historyResponseSchema } from '@foyer/wire'
import { hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApp } from '../app.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { seedDatabase } from '../seed/seedDatabase.js'
import { createMemoryDb } from '../testing/memoryDb.js'
import { BITCOIN_REGTEST_CAIP2, createBitcoinLedgerSet } from './ledgers.js'

const [alice, bob] = bitcoinTestAccounts
if (!alice || !bob) throw new Error('no Bitcoin test accounts')
const chainId = BITCOIN_REGTEST_CAIP2
let ledger: RunningLedger
let stateDir: string
let call: (path: string) => Promise<Response>

type Utxo = { txid: string; vout: number; value: number }

/** Alice's P2WPKH pays `amount` sats to Bob from her largest output, change back to her, 1,000 sats fee. */
async function aliceSends(amount: bigint): Promise<string> {
  const utxos = (await (await fetch(`${ledger.url}/address/${alice?.payment.address}/utxo`)).json()) as Utxo[]
  const coin = utxos.sort((a, b) => b.value - a.value)[0]
  if (!coin || !alice || !bob) throw new Error('no coin')
  const network = bitcoinRegtestNetwork.addressParams
  const tx = new Transaction()
  tx.addInput({
    txid: coin.txid,
    index: coin.vout,
    witnessUtxo: {
      script: p2wpkh(hex.decode(alice.payment.publicKey), network).script,
      amount: BigInt(coin.value),
    },
  })
  tx.addOutputAddress(bob.payment.address, amount, network)
  tx.addOutputAddress(alice.payment.address, BigInt(coin.value) - amount - 1_000n, network)
  tx.sign(hex.decode(alice.payment.privateKey))
  tx.finalize()
  const response = await fetch(`${ledger.url}/tx`, { method: 'POST', body: tx.hex })
  expect(response.status).toBe(200)
  return response.text()
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'foyer-cloud-bitcoin-'))
  ledger = await startBitcoinLedger({ port: 0, stateDir, blockIntervalMs: 0 })
  const db = await createMemoryDb()
  await seedDatabase(db)
  const app = createCloudApp({
    db,
    publicUrl: 'http://cloud.test',
    onUnexpectedError: () => {},
    bitcoin: createBitcoinLedgerSet([{ caip2: chainId, name: 'Bitcoin Regtest', esploraUrl: ledger.url }]),
  })
  call = async (path) => app.request(`${path}${path.includes('?') ? '&' : '?'}projectId=${DEMO_PROJECT_ID}`)
}, 60_000)

afterAll(async () => {
  await ledger?.close()
  rmSync(stateDir, { recursive: true, force: true })
})

describe('Bitcoin balances', () => {
  it("answers a funded address's BTC in the hosted wire format, priced at the local reference", async () => {
    const response = await call(`/v1/account/${bob.payment.address}/balance?chainId=${chainId}`)
    expect(response.status).toBe(200)
    const { balances } = balanceResponseSchema.parse(await response.json())
    expect(balances).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId,
        value: 1_000_000,
        price: 100_000,
        quantity: { decimals: '8', numeric: '10' },
        iconUrl: `http://cloud.test/public/getTokenImage/BTC?projectId=${DEMO_PROJECT_ID}`,
      },
    ])
  })

  it('lists the network among the supported chains, and refuses bad addresses and unknown networks with 400', async () => {
    const chains = (await (await call('/v1/supported-chains')).json()) as { http: string[] }
    expect(chains.http).toContain(chainId)
    const bad = await call(`/v1/account/0x1234/balance?chainId=${chainId}`)
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toMatch(/Bitcoin address/)
    const unknown = await call(
      `/v1/account/${bob.payment.address}/balance?chainId=bip122:000000000019d6689c085ae165831e93`,
    )
    expect(unknown.status).toBe(400)
  })
})

describe('Bitcoin history', () => {
  it('shows a send with its counterparty (change and fee left out) once mined, and the receive on the other side', async () => {
    const txid = await aliceSends(25_000_000n) // 0.25 BTC
    // A mempool transaction is not history yet; the balance counts it at once.
    const pending = historyResponseSchema.parse(
      await (await call(`/v1/account/${alice.payment.address}/history?chainId=${chainId}`)).json(),
    )
    expect(pending.data.map((t) => t.metadata.hash)).not.toContain(txid)
    const { balances } = balanceResponseSchema.parse(
      await (await call(`/v1/account/${bob.payment.address}/balance?chainId=${chainId}`)).json(),
    )
    expect(balances[0]?.quantity.numeric).toBe('10.25')

    ledger.mine(1)
    const sent = historyResponseSchema.parse(
      await (await call(`/v1/account/${alice.payment.address}/history?chainId=${chainId}`)).json(),
    )
    expect(sent.data[0]).toMatchObject({
      id: `${chainId}:${txid}`,
      metadata: {
        operationType: 'send',
        hash: txid,
        sentFrom: alice.payment.address,
        sentTo: bob.payment.address,
        status: 'confirmed',
        chain: chainId,
      },
      transfers: [
        {
          direction: 'out',
          sender: alice.payment.address,
          recipient: bob.payment.address,
          quantity: { numeric: '0.25' },
          price: 100_000,
          value: 25_000,
        },
      ],
    })
    expect(Date.parse(sent.data[0]?.metadata.minedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    // Older: the genesis funding, a receive.
    expect(sent.data.at(-1)?.metadata.operationType).toBe('receive')
    expect(sent.next).toBeNull()

    const received = historyResponseSchema.parse(
      await (await call(`/v1/account/${bob.payment.address}/history?chainId=${chainId}`)).json(),
    )
    expect(received.data[0]).toMatchObject({
      metadata: { operationType: 'receive', hash: txid, sentFrom: alice.payment.address },
      transfers: [{ direction: 'in', quantity: { numeric: '0.25' } }],
    })
  })

  it('pages by cursor, 20 at a time, newest first', async () => {
    for (let i = 0; i < 21; i++) {
      await aliceSends(10_000n + BigInt(i))
      ledger.mine(1)
    }
    const first = historyResponseSchema.parse(
      await (await call(`/v1/account/${bob.payment.address}/history?chainId=${chainId}`)).json(),
    )
    expect(first.data).toHaveLength(20)
    expect(first.data[0]?.transfers[0]?.quantity.numeric).toBe('0.0001002')
    expect(first.next).toBe(first.data[19]?.metadata.hash)
    const second = historyResponseSchema.parse(
      await (
        await call(`/v1/account/${bob.payment.address}/history?chainId=${chainId}&cursor=${first.next}`)
      ).json(),
    )
    // 21 small receives, the 0.25 BTC one and the funding: 23 in all.
    expect(second.data).toHaveLength(3)
    expect(second.data.at(-1)?.transfers[0]?.quantity.numeric).toBe('10')
    expect(second.next).toBeNull()
  })
})
