import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addresses, type DevnetChainId, devnetChain, testAccounts } from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import { type HistoryResponse, historyResponseSchema } from '@foyer/wire'
import { createWalletClient, erc20Abi, http, type PublicClient, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainSet } from '../chains/chainSet.js'
import { openDb } from '../db/open.js'
import type { Db } from '../db/types.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { startCloud } from '../server/startCloud.js'
import { deadRpcUrl } from '../testing/devnetApp.js'
import { createMemoryDb } from '../testing/memoryDb.js'
import { createIndexer } from './indexer.js'
import { readCursor } from './store.js'

const from = testAccounts[9].address
const to = testAccounts[2].address

function configsOf(devnet: Devnet) {
  return devnet.chains.map((chain) => ({ id: chain.id as DevnetChainId, rpcUrl: chain.rpcUrl }))
}

async function sendUsdc(rpcUrl: string, amount: string): Promise<`0x${string}`> {
  const wallet = createWalletClient({
    account: from,
    chain: devnetChain(31337, Number(new URL(rpcUrl).port)),
    transport: http(rpcUrl),
  })
  return wallet.writeContract({
    address: addresses[31337].usdc,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 6)],
  })
}

/** Every transaction of blocks 0..head, counted on the chain itself. */
async function transactionsOnChain(client: PublicClient): Promise<number> {
  const head = await client.getBlockNumber({ cacheTime: 0 })
  let total = 0
  for (let number = 0n; number <= head; number++) {
    total += await client.getBlockTransactionCount({ blockNumber: number })
  }
  return total
}

async function storedTransactions(db: Db, chainId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM chain_transactions WHERE chain_id = $1',
    [chainId],
  )
  return rows[0]?.count ?? -1
}

describe('indexer', () => {
  let devnet: Devnet
  let stateDir: string
  beforeAll(async () => {
    devnet = await startDevnet({ ports: { a: 0, b: 0 } })
    stateDir = mkdtempSync(join(tmpdir(), 'foyer-cloud-indexer-'))
  })
  afterAll(async () => {
    await devnet.stop()
    rmSync(stateDir, { recursive: true, force: true })
  })

  it('resumes from its cursor after a restart: a transfer made while stopped appears once', async () => {
    const configs = configsOf(devnet)
    const chainA = createChainSet(configs).get('eip155:31337')
    const history = async (url: string): Promise<HistoryResponse> => {
      const response = await fetch(
        `${url}/v1/account/${from}/history?chainId=eip155:31337&projectId=${DEMO_PROJECT_ID}`,
      )
      expect(response.status).toBe(200)
      return historyResponseSchema.parse(await response.json())
    }

    let db = await openDb({ stateDir })
    let cloud = await startCloud({ port: 0, db, chains: configs })
    await cloud.indexer?.sync()
    const before = await history(cloud.url)
    const cursorBefore = await readCursor(db, 'eip155:31337')
    await cloud.stop()

    const hash = await sendUsdc(chainA.rpcUrl, '7')
    await chainA.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })

    db = await openDb({ stateDir })
    expect(await readCursor(db, 'eip155:31337')).toEqual(cursorBefore)
    cloud = await startCloud({ port: 0, db, chains: configs })
    try {
      const after = await history(cloud.url)
      expect(after.data[0]?.metadata).toMatchObject({ hash, operationType: 'send' })
      expect(after.data.slice(1).map((tx) => tx.id)).toEqual(before.data.map((tx) => tx.id))
      expect(await storedTransactions(db, 'eip155:31337')).toBe(await transactionsOnChain(chainA.client))
    } finally {
      await cloud.stop()
    }
    // Opens an on-disk database twice (first start seeds it): slow on a busy machine.
  }, 90_000)

  it('starts over when the chain was reset (the devnet restarted from its snapshot)', async () => {
    const db = await createMemoryDb()
    let other = await startDevnet({ ports: { a: 0, b: 0 } })
    try {
      let chains = createChainSet(configsOf(other))
      const hash = await sendUsdc(chains.get('eip155:31337').rpcUrl, '3')
      await chains.get('eip155:31337').client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      await createIndexer({ db, chains }).sync(['eip155:31337'])
      const found = await db.query('SELECT 1 FROM chain_transactions WHERE hash = $1', [hash])
      expect(found.rows).toHaveLength(1)

      await other.stop()
      other = await startDevnet({ ports: { a: 0, b: 0 } })
      chains = createChainSet(configsOf(other))
      await createIndexer({ db, chains }).sync(['eip155:31337'])
      const gone = await db.query('SELECT 1 FROM chain_transactions WHERE hash = $1', [hash])
      expect(gone.rows).toHaveLength(0)
      const client = chains.get('eip155:31337').client
      expect(await storedTransactions(db, 'eip155:31337')).toBe(await transactionsOnChain(client))
    } finally {
      await other.stop()
      await db.close()
    }
  })

  it('reports a chain that is down once and keeps polling the others', async () => {
    const db = await createMemoryDb()
    const chains = createChainSet([
      ...configsOf(devnet).filter((config) => config.id === 31338),
      { id: 31337, rpcUrl: await deadRpcUrl() },
    ])
    const reports: string[] = []
    let passesOnB = 0
    let resolveThree: () => void = () => {}
    const threePassesOnB = new Promise<void>((resolve) => {
      resolveThree = resolve
    })
    const indexer = createIndexer({
      db,
      chains,
      pollIntervalMs: 10,
      onChainDown: (chainId) => reports.push(chainId),
      onIndexed: (chainId) => {
        if (chainId === 'eip155:31338' && ++passesOnB === 3) resolveThree()
      },
    })
    indexer.start()
    await threePassesOnB
    await indexer.stop()
    expect(reports).toEqual(['eip155:31337'])
    expect((await readCursor(db, 'eip155:31337')).nextBlock).toBe(0n)
    expect((await readCursor(db, 'eip155:31338')).nextBlock).toBeGreaterThan(80n)
    await expect(indexer.sync(['eip155:31337'])).rejects.toThrow()
    await db.close()
  })
})
