import { testAccounts } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApp } from '../app.js'
import { createChainSet } from '../chains/chainSet.js'
import { seedDatabase } from '../seed/seedDatabase.js'
import { createDevnetApp, type DevnetApp, deadRpcUrl, withDemoProject } from '../testing/devnetApp.js'
import { createMemoryDb } from '../testing/memoryDb.js'
import { TEST_PUBLIC_URL } from '../testing/seededApp.js'

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

describe('POST /v1 (chain RPC endpoint)', () => {
  let s: DevnetApp
  beforeAll(async () => {
    s = await createDevnetApp()
  })
  afterAll(() => s.close())

  it('forwards a single JSON-RPC request to the chain named by chainId', async () => {
    const a = await s.call('/v1?chainId=eip155:31337', post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }))
    expect(a.status).toBe(200)
    expect(await a.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    const b = await s.call(
      '/v1?chainId=eip155:31338',
      post({ jsonrpc: '2.0', id: 'x', method: 'eth_chainId' }),
    )
    expect(await b.json()).toEqual({ jsonrpc: '2.0', id: 'x', result: '0x7a6a' })
  })

  it('forwards batches and returns every answer', async () => {
    const response = await s.call(
      '/v1?chainId=eip155:31337',
      post([
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        {
          jsonrpc: '2.0',
          id: 2,
          method: 'eth_getTransactionCount',
          params: [testAccounts[9].address, 'latest'],
        },
        { jsonrpc: '2.0', id: 3, method: 'no_suchMethod' },
      ]),
    )
    expect(response.status).toBe(200)
    const answers = (await response.json()) as { id: number; result?: string; error?: { code: number } }[]
    const byId = new Map(answers.map((answer) => [answer.id, answer]))
    expect(byId.get(1)?.result).toBe('0x7a69')
    expect(byId.get(2)?.result).toBe('0x0')
    expect(byId.get(3)?.error?.code).toBe(-32601)
  })

  it('rejects unknown chains, missing chainId and non-JSON-RPC bodies with 400 and a message', async () => {
    const cases: [string, RequestInit, string][] = [
      [
        '/v1?chainId=eip155:1',
        post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
        'Invalid chainId: unsupported chain eip155:1 (supported: eip155:31337, eip155:31338)',
      ],
      ['/v1', post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }), 'Invalid chainId: required'],
      ['/v1?chainId=eip155:31337', post('{'), 'Invalid body: expected a JSON-RPC request or batch'],
      [
        '/v1?chainId=eip155:31337',
        post({ id: 1, method: 'eth_chainId' }),
        'Invalid jsonrpc: jsonrpc must be "2.0"',
      ],
      ['/v1?chainId=eip155:31337', post([]), 'Invalid body: empty batch'],
    ]
    for (const [path, init, message] of cases) {
      const response = await s.call(path, init)
      expect(response.status, path).toBe(400)
      expect(await response.json()).toEqual({ message })
    }
  })
})

describe('POST /v1 with the chain node down', () => {
  it('answers 503 with a message; the service keeps serving', async () => {
    const db = await createMemoryDb()
    await seedDatabase(db)
    try {
      const chains = createChainSet([{ id: 31337, rpcUrl: await deadRpcUrl() }])
      const app = createCloudApp({ db, publicUrl: TEST_PUBLIC_URL, chains, onUnexpectedError: () => {} })
      const response = await app.request(
        withDemoProject('/v1?chainId=eip155:31337'),
        post({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      )
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ message: 'Chain eip155:31337 is unavailable, try again later' })
      expect((await app.request('/health')).status).toBe(200)
    } finally {
      await db.close()
    }
  })
})
