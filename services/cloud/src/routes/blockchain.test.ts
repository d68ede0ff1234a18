import { addresses, foyerAvatar, testAccounts } from '@foyer/devnet'
import {
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  identityResponseSchema,
  supportedChainsResponseSchema,
} from '@foyer/wire'
import { createWalletClient, erc20Abi, formatUnits, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudApp } from '../app.js'
import { createChainSet } from '../chains/chainSet.js'
import { readPoolPrices } from '../chains/prices.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { createDevnetApp, type DevnetApp, deadRpcUrl, withDemoProject } from '../testing/devnetApp.js'
import { TEST_PUBLIC_URL } from '../testing/seededApp.js'

const chainA = addresses[31337]
const account0 = testAccounts[0].address
const account5 = testAccounts[5].address

describe('blockchain API against the devnet', () => {
  let s: DevnetApp
  beforeAll(async () => {
    s = await createDevnetApp()
  })
  afterAll(() => s.close())

  async function json(path: string, init?: RequestInit): Promise<unknown> {
    const response = await s.call(path, init)
    expect(response.status, await response.clone().text()).toBe(200)
    return response.json()
  }

  it('lists the served chains in the hosted shape', async () => {
    expect(supportedChainsResponseSchema.parse(await json('/v1/supported-chains'))).toEqual({
      http: ['eip155:31337', 'eip155:31338'],
      ws: [],
    })
  })

  it('prices ETH, USDC and FOY from the pools against USDC', async () => {
    const body = fungiblePriceResponseSchema.parse(
      await json('/v1/fungible/price', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          currency: 'usd',
          projectId: DEMO_PROJECT_ID,
          addresses: [
            `eip155:31337:${chainA.usdc}`,
            `eip155:31337:${chainA.foy}`,
            'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
            'eip155:31337:0x000000000000000000000000000000000000dead',
          ],
        }),
      }),
    )
    expect(body.fungibles.map((fungible) => fungible.symbol)).toEqual(['USDC', 'FOY', 'ETH'])
    const [usdc, foy, eth] = body.fungibles
    expect(usdc?.price).toBe(1)
    expect(foy?.price).toBeCloseTo(1.5, 6)
    expect(eth?.price).toBeCloseTo(3000, 6)
    expect(usdc).toMatchObject({
      name: 'USD Coin',
      iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/USDC?projectId=${DEMO_PROJECT_ID}`,
    })
  })

  it('reads the project id of a price request from its body (hosted clients send it there)', async () => {
    // Browsers' fetch sends Content-Length with a string body; only such small bodies are peeked at.
    const body = JSON.stringify({
      currency: 'usd',
      projectId: DEMO_PROJECT_ID,
      addresses: [`eip155:31338:${chainA.usdc}`],
    })
    const response = await s.app.request('/v1/fungible/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    })
    expect(response.status).toBe(200)
    const anonymous = await s.app.request('/v1/fungible/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', addresses: [`eip155:31338:${chainA.usdc}`] }),
    })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: 'Unauthorized: invalid key' })
  })

  it('returns balances that match the chain, priced from the pools, ZERO included', async () => {
    const client = s.chains.get('eip155:31337').client
    const { balances } = balanceResponseSchema.parse(
      await json(`/v1/account/${account5}/balance?currency=usd&chainId=eip155:31337&forceUpdate=x`),
    )
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'FOY', 'ZERO'])
    const [eth, usdc, foy, zero] = balances
    const prices = await readPoolPrices(client, 31337)
    expect(eth).toMatchObject({
      name: 'Ether',
      chainId: 'eip155:31337',
      quantity: { decimals: '18', numeric: formatUnits(await client.getBalance({ address: account5 }), 18) },
      price: prices.eth,
      iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/ETH?projectId=${DEMO_PROJECT_ID}`,
    })
    expect(eth).not.toHaveProperty('address')
    const usdcRaw = await client.readContract({
      address: chainA.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account5],
    })
    expect(usdc).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:31337',
      address: `eip155:31337:${chainA.usdc}`,
      value: Number(formatUnits(usdcRaw, 6)),
      price: 1,
      quantity: { decimals: '6', numeric: formatUnits(usdcRaw, 6) },
      iconUrl: `${TEST_PUBLIC_URL}/public/getTokenImage/USDC?projectId=${DEMO_PROJECT_ID}`,
    })
    expect(foy?.quantity).toEqual({ decimals: '18', numeric: '5000' })
    expect(foy?.value).toBeCloseTo(7500, 3)
    expect(zero).toMatchObject({
      quantity: { decimals: '0', numeric: '100' },
      price: 0,
      value: 0,
      iconUrl: '',
    })
  })

  it('answers a burst alike, and a transfer shows in the next request once its block is mined', async () => {
    const served = s.chains.get('eip155:31337')
    const receiver = testAccounts[8].address
    const path = `/v1/account/${receiver}/balance?currency=usd&chainId=eip155:31337`
    const ethOf = async () => {
      const { balances } = balanceResponseSchema.parse(await json(path))
      return balances.find((balance) => balance.symbol === 'ETH')?.quantity.numeric
    }
    const burst = await Promise.all(Array.from({ length: 20 }, ethOf))
    expect(new Set(burst).size).toBe(1)

    const before = await ethOf()
    const sender = createWalletClient({
      account: privateKeyToAccount(testAccounts[9].privateKey),
      chain: served.chain,
      transport: http(served.rpcUrl),
    })
    const hash = await sender.sendTransaction({ to: receiver, value: parseEther('1') })
    await served.client.waitForTransactionReceipt({ hash })
    expect(Number(await ethOf())).toBeCloseTo(Number(before) + 1, 9)
  })

  it('reads every served chain when no chainId is given, and leaves out empty holdings', async () => {
    const { balances } = balanceResponseSchema.parse(
      await json(`/v1/account/${account5}/balance?currency=usd`),
    )
    expect(balances.map((balance) => `${balance.chainId} ${balance.symbol}`)).toEqual([
      'eip155:31337 ETH',
      'eip155:31337 USDC',
      'eip155:31337 FOY',
      'eip155:31337 ZERO',
      'eip155:31338 SIDE',
      'eip155:31338 USDC',
      'eip155:31338 FOY',
      'eip155:31338 ZERO',
    ])
    const empty = await json(
      '/v1/account/0x000000000000000000000000000000000000bEEF/balance?chainId=eip155:31337',
    )
    expect(empty).toEqual({ balances: [] })
  })

  it('resolves the ENS name and avatar of foyer.eth owner; nulls for an address without a name', async () => {
    expect(
      identityResponseSchema.parse(
        await json(`/v1/identity/${account0}?chainId=eip155:31337&sender=${account5}`),
      ),
    ).toEqual({
      name: 'foyer.eth',
      avatar: foyerAvatar,
    })
    expect(await json(`/v1/identity/${testAccounts[1].address}`)).toEqual({ name: 'alice.eth', avatar: null })
    expect(await json(`/v1/identity/${account5}`)).toEqual({ name: null, avatar: null })
  })

  it('answers 400 naming the field for bad addresses, unknown chains and bad bodies', async () => {
    const cases: [string, RequestInit | undefined, string][] = [
      [
        '/v1/account/0x123/balance',
        undefined,
        'Invalid address: expected an EVM address (0x and 40 hex characters)',
      ],
      [
        `/v1/account/${account5}/balance?chainId=eip155:1`,
        undefined,
        'Invalid chainId: unsupported chain eip155:1 (supported: eip155:31337, eip155:31338)',
      ],
      [`/v1/account/${account5}/balance?currency=eur`, undefined, 'Invalid currency: only usd is supported'],
      [
        '/v1/identity/not-an-address',
        undefined,
        'Invalid address: expected an EVM address (0x and 40 hex characters)',
      ],
      [
        `/v1/identity/${account0}?chainId=eip155:10`,
        undefined,
        'Invalid chainId: unsupported chain eip155:10 (supported: eip155:31337, eip155:31338)',
      ],
      [
        '/v1/fungible/price',
        { method: 'POST', body: JSON.stringify({ currency: 'usd', addresses: ['0xabc'] }) },
        'Invalid addresses: expected a CAIP-10 address such as eip155:1:0x…',
      ],
      [
        '/v1/fungible/price',
        { method: 'POST', body: JSON.stringify({ currency: 'usd', addresses: [`eip155:5:${chainA.usdc}`] }) },
        'Invalid addresses: unsupported chain eip155:5 (supported: eip155:31337, eip155:31338)',
      ],
      ['/v1/fungible/price', { method: 'POST', body: 'nope' }, 'Invalid body: expected a JSON object'],
    ]
    for (const [path, init, message] of cases) {
      const response = await s.call(path, init)
      expect(response.status, path).toBe(400)
      expect(await response.json()).toEqual({ message })
    }
  })

  it('requires a known project id like the directory endpoints', async () => {
    const response = await s.app.request(`/v1/account/${account5}/balance`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized: invalid key' })
  })
})

describe('blockchain API with a chain node down', () => {
  it('answers 503 with a message and keeps serving', async () => {
    const { createMemoryDb } = await import('../testing/memoryDb.js')
    const { seedDatabase } = await import('../seed/seedDatabase.js')
    const db = await createMemoryDb()
    await seedDatabase(db)
    try {
      const chains = createChainSet([{ id: 31337, rpcUrl: await deadRpcUrl() }])
      const app = createCloudApp({ db, publicUrl: TEST_PUBLIC_URL, chains, onUnexpectedError: () => {} })
      for (const path of [
        `/v1/account/${account5}/balance?chainId=eip155:31337`,
        `/v1/identity/${account0}`,
      ]) {
        const response = await app.request(withDemoProject(path))
        expect(response.status, path).toBe(503)
        expect(await response.json()).toEqual({
          message: 'Chain eip155:31337 is unavailable, try again later',
        })
      }
      const health = await app.request('/health')
      expect(await health.json()).toEqual({ ok: true })
    } finally {
      await db.close()
    }
  })
})
