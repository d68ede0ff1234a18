import { createServer } from 'node:net'
import type { DevnetChainId } from '@foyer/devnet'
import { type Devnet, startDevnet } from '@foyer/devnet/node'
import { createCloudApp } from '../app.js'
import { type ChainSet, createChainSet } from '../chains/chainSet.js'
import type { ChainConfig } from '../chains/config.js'
import type { Db } from '../db/types.js'
import type { ExchangeConfig } from '../exchange/config.js'
import { createIndexer, type Indexer } from '../indexer/indexer.js'
import type { OnrampConfig } from '../onramp/config.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { seedDatabase } from '../seed/seedDatabase.js'
import { createMemoryDb } from './memoryDb.js'
import { TEST_PUBLIC_URL } from './seededApp.js'

export interface DevnetApp {
  devnet: Devnet
  configs: ChainConfig[]
  chains: ChainSet
  db: Db
  indexer: Indexer
  app: ReturnType<typeof createCloudApp>
  /** GET/POST as the demo project (projectId added to the query unless the path has one). */
  call(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

/** Adds the demo project id to a path unless it names one. */
export function withDemoProject(path: string): string {
  return /[?&]projectId=/.test(path)
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}projectId=${DEMO_PROJECT_ID}`
}

/** A real devnet on ephemeral ports, an in-memory seeded database, the indexer and the app over them. */
export async function createDevnetApp(
  options: { onramp?: OnrampConfig; exchanges?: ExchangeConfig } = {},
): Promise<DevnetApp> {
  const [devnet, db] = await Promise.all([startDevnet({ ports: { a: 0, b: 0 } }), createMemoryDb()])
  await seedDatabase(db)
  const configs = devnet.chains.map((chain) => ({ id: chain.id as DevnetChainId, rpcUrl: chain.rpcUrl }))
  const chains = createChainSet(configs)
  const indexer = createIndexer({ db, chains, onChainDown: () => {} })
  const app = createCloudApp({
    db,
    publicUrl: TEST_PUBLIC_URL,
    chains,
    indexer,
    onUnexpectedError: () => {},
    ...(options.onramp ? { onramp: options.onramp } : {}),
    ...(options.exchanges ? { exchanges: options.exchanges } : {}),
  })
  return {
    devnet,
    configs,
    chains,
    db,
    indexer,
    app,
    call: (path, init) => Promise.resolve(app.request(withDemoProject(path), init)),
    async close() {
      await indexer.stop()
      await devnet.stop()
      await db.close()
    },
  }
}

/** A loopback URL where nothing listens (a port that was free a moment ago): a chain node that is down. */
export async function deadRpcUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}
