// `npm run bench -w services/cloud`: /getWallets and /v1/account/{address}/balance latency and
// throughput on loopback, in-memory database, a devnet on ephemeral ports for the balances.
import { Agent } from 'node:http'
import { addresses, type DevnetChainId, testAccounts } from '@foyer/devnet'
import { startDevnet } from '@foyer/devnet/node'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { openDb } from '../db/open.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { startCloud } from '../server/startCloud.js'
import { type TestSmartAccount, testSmartAccount } from '../testing/smartAccounts.js'
import { loadTest } from './loadTest.js'
import { benchSignIn } from './signIn.js'

const CONCURRENCY = 100
const MAX_REQUESTS = 5000
const MAX_DURATION_MS = 10_000

const db = await openDb({ memory: true })
const devnet = await startDevnet({ ports: { a: 0, b: 0 } })
const chains = devnet.chains.map((chain) => ({ id: chain.id as DevnetChainId, rpcUrl: chain.rpcUrl }))
const cached = await startCloud({ port: 0, host: '127.0.0.1', db, chains })
// A second server on the same database with caching off measures the database path itself.
const uncached = await startCloud({ port: 0, host: '127.0.0.1', db, cacheTtlMs: 0, chains: [] })
const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
try {
  const balancePath = `/v1/account/${testAccounts[0].address}/balance`
  // Ten funded accounts in turn, so most requests are not for the account the previous one read.
  const balancePaths = testAccounts.slice(0, 10).map((account) => `/v1/account/${account.address}/balance`)
  const cases = [
    ['/getWallets', cached.url, '/getWallets', 'page=1&entries=40'],
    ['/getWallets search', cached.url, '/getWallets', 'search=wallet&entries=40'],
    ['/getWallets uncached', uncached.url, '/getWallets', 'page=1&entries=40'],
    ['/getWallets search uncached', uncached.url, '/getWallets', 'search=wallet&entries=40'],
    // Read at the node's head block and cached for that block (one eth_call through Multicall3 per
    // account and block, one eth_blockNumber per burst).
    ['/v1/account/{address}/balance', cached.url, balancePath, 'currency=usd&chainId=eip155:31337'],
    [
      '/v1/account/{address}/balance, 10 accounts',
      cached.url,
      balancePaths,
      'currency=usd&chainId=eip155:31337',
    ],
    // A quote is priced by the router on every request: one multicall of getAmountsOut over the paths.
    [
      '/v1/convert/quotes, 0.1 ETH -> FOY',
      cached.url,
      '/v1/convert/quotes',
      `amount=100000000000000000&userAddress=eip155:31337:${testAccounts[0].address}&from=eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=eip155:31337:${addresses[31337].foy}`,
    ],
  ] as const
  for (const [label, base, path, query] of cases) {
    const url = (typeof path === 'string' ? [path] : path).map(
      (one) => `${base}${one}?${query}&projectId=${DEMO_PROJECT_ID}&st=appkit&sv=bench`,
    )
    // Open all keep-alive connections and warm the query plans first, so the figures measure
    // requests rather than TCP handshakes queued behind a busy accept loop.
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
    await loadTest({
      url,
      agent,
      concurrency: CONCURRENCY,
      maxRequests: 2 * CONCURRENCY,
      maxDurationMs: 60_000,
    })
    const result = await loadTest({
      url,
      agent,
      concurrency: CONCURRENCY,
      maxRequests: MAX_REQUESTS,
      maxDurationMs: MAX_DURATION_MS,
    })
    agent.destroy()
    const failed = result.failures ? `, ${result.failures} failed` : ''
    console.log(
      `cloud ${label}: p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ` +
        `${number.format(result.requestsPerSecond)} req/s (${CONCURRENCY} concurrent clients, ${result.requests} requests${failed})`,
    )
  }
  // Sign in with a wallet: the server's verification, EOAs and deployed ERC-1271 smart accounts.
  const rpcUrl = chains[0]?.rpcUrl as string
  const smartAccounts = new Map<number, Promise<TestSmartAccount>>()
  const smartAccountFor = (index: number) => {
    const owner = privateKeyToAccount(testAccounts[index % testAccounts.length]?.privateKey as Hex)
    let account = smartAccounts.get(index % testAccounts.length)
    if (!account) {
      account = testSmartAccount(rpcUrl, owner, `bench ${index % testAccounts.length}`, true)
      smartAccounts.set(index % testAccounts.length, account)
    }
    return account
  }
  for (const [label, accountFor] of [
    ['EOA', undefined],
    ['ERC-1271 smart account', smartAccountFor],
  ] as const) {
    await benchSignIn({
      baseUrl: cached.url,
      clients: CONCURRENCY,
      signInsPerClient: 1,
      ...(accountFor ? { accountFor } : {}),
    })
    const result = await benchSignIn({
      baseUrl: cached.url,
      clients: CONCURRENCY,
      signInsPerClient: 10,
      ...(accountFor ? { accountFor } : {}),
    })
    const failed = result.failures ? `, ${result.failures} failed` : ''
    console.log(
      `cloud sign-in verification (POST /v1/sessions), ${label}: p50 ${result.p50Ms.toFixed(1)} ms, ` +
        `p99 ${result.p99Ms.toFixed(1)} ms, ${number.format(result.perSecond)} sign-ins/s (${CONCURRENCY} concurrent clients, ${result.signIns} sign-ins${failed})`,
    )
  }
} finally {
  await uncached.stop().catch(() => {})
  await cached.stop()
  await devnet.stop()
}
