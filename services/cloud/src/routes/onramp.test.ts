import { mkdtempSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addresses, onrampTreasuryAddress, testAccounts } from '@foyer/devnet'
import { startOnramp } from '@foyer/onramp'
import { erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetApp, type DevnetApp } from '../testing/devnetApp.js'

// The on-ramp calls against a devnet, and the local provider's checkout paying out on it.
const buyer = testAccounts[6].address
let s: DevnetApp
let provider: Awaited<ReturnType<typeof startOnramp>>

// The provider needs the devnet's RPC URLs and the app the provider's URL: the app reads this object per request.
const config = { providerUrl: 'http://provider.test', treasuries: [onrampTreasuryAddress.toLowerCase()] }
// Paid order ids are kept here, across the provider's restarts.
const ordersFile = join(mkdtempSync(join(tmpdir(), 'foyer-onramp-')), 'paid-orders')
let rpcUrls: { 31337: string; 31338: string }

beforeAll(async () => {
  s = await createDevnetApp({ onramp: config })
  const [a, b] = s.devnet.chains
  rpcUrls = { 31337: a?.rpcUrl as string, 31338: b?.rpcUrl as string }
  provider = await startOnramp({ port: 0, rpcUrls, ordersFile })
  await provider.ready
  config.providerUrl = provider.url
}, 120_000)
afterAll(async () => {
  await provider?.stop()
  await s?.close()
})

// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes
async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await s.call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}
const usdcOf = (address: `0x${string}`) =>
  s.chains.get('eip155:31337').client.readContract({
    address: addresses[31337].usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

async function checkout(url: string, form: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
  return { status: response.status, html: await response.text() }
}

describe('on-ramp', () => {
  it('lists what can be bought on the served chains, and the payment limits', async () => {
    const response = await s.call('/v1/onramp/options')
    const body = await response.json()
    expect(body.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    const usdc = body.purchaseCurrencies.find((currency: { id: string }) => currency.id === 'USDC')
    expect(usdc.networks[0]).toMatchObject({
      name: 'foyer-devnet',
      chain_id: '31337',
      contract_address: addresses[31337].usdc,
    })
  })

  it('quotes a purchase with the 1.5 % fee, priced from the pools', async () => {
    const { body } = await post('/v1/onramp/quote', {
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'USD' },
      amount: '50',
      network: 'foyer-devnet',
    })
    expect(body).toMatchObject({
      coinbaseFee: { amount: '0.75', currency: 'USD' },
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'USDC' },
    })
    const eth = await post('/v1/onramp/quote', {
      purchaseCurrency: { id: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: 100,
      network: 'eip155:31337',
    })
    expect(Number(eth.body.purchaseAmount.amount)).toBeCloseTo(98.5 / 3000, 3)
    // The hosted client (AppKit 1.7) sends the whole currency, and its symbol as the network.
    const hosted = await post('/v1/onramp/quote', {
      purchaseCurrency: {
        id: '2b92315d-eab7-5bef-84fa-089a131333f5',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [],
      },
      paymentCurrency: { id: 'USD', payment_method_limits: [] },
      amount: '50',
      network: 'USDC',
    })
    expect(hosted.body).toMatchObject({ purchaseAmount: { amount: '49.25', currency: 'USDC' } })
    const bad = await post('/v1/onramp/quote', {
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'USD' },
      amount: 50,
      network: 'solana',
    })
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Invalid network: purchases are not available on this network' },
    })
  })

  it('buys 50 USD of USDC with a test card: the provider delivers it, and Activity lists it as a purchase', async () => {
    const { body } = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['eip155:31337'], assets: ['USDC'] }],
      partnerUserId: buyer,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    expect(body.url).toMatch(new RegExp(`^${provider.url}/buy\\?`))
    const page = await fetch(body.url)
    expect(await page.text()).toContain('49.25 USDC')
    const before = await usdcOf(buyer)
    const declined = await checkout(body.url, { method: 'card', card: '4000 0000 0000 0002' })
    expect(declined.status).toBe(402)
    expect(declined.html).toContain('Your card was declined.')
    const paid = await checkout(body.url, {
      method: 'card',
      card: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    })
    expect(paid.status).toBe(200)
    expect(paid.html).toContain('Purchase complete')
    expect((await usdcOf(buyer)) - before).toBe(49_250_000n)
    const history = await (await s.call(`/v1/account/${buyer}/history?chainId=eip155:31337`)).json()
    expect(history.data[0].metadata.operationType).toBe('buy')
    // The hosted client's on-ramp activity asks with `onramp`: purchases only.
    const purchases = await (
      await s.call(`/v1/account/${buyer}/history?chainId=eip155:31337&onramp=coinbase`)
    ).json()
    expect(purchases.data.length).toBeGreaterThan(0)
    expect(purchases.data.length).toBeLessThan(history.data.length)
    expect(
      purchases.data.every(
        (tx: { metadata: { operationType: string } }) => tx.metadata.operationType === 'buy',
      ),
    ).toBe(true)
  })

  it('refuses amounts outside the limits, an unknown network, and a declined bank account', async () => {
    const url = (query: string) => `${provider.url}/buy?address=${buyer}&asset=USDC&currency=USD&${query}`
    expect(
      (
        await checkout(url('network=eip155:31337&presetFiatAmount=5'), {
          method: 'card',
          card: '4242424242424242',
        })
      ).html,
    ).toContain('The minimum for this payment method is 10.00 USD.')
    expect(
      (
        await checkout(url('network=eip155:31337&presetFiatAmount=9000'), {
          method: 'card',
          card: '4242424242424242',
        })
      ).html,
    ).toContain('The maximum for this payment method is 7500.00 USD.')
    expect((await fetch(url('network=eip155:1&presetFiatAmount=50'))).status).toBe(400)
    const bank = await checkout(url('network=eip155:31337&presetFiatAmount=50'), {
      method: 'ach_bank_account',
      bank: 'savings-0000',
    })
    expect(bank.html).toContain('The bank declined the payment: insufficient funds.')
  })

  it('pays an order once: a replayed post delivers nothing and says so, after a restart too', async () => {
    const { body } = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['eip155:31337'], assets: ['USDC'] }],
      presetFiatAmount: 20,
    })
    expect(new URL(body.url).searchParams.get('orderId')).toMatch(/^[0-9a-f-]{36}$/)
    const card = { method: 'card', card: '4242 4242 4242 4242' }
    const before = await usdcOf(buyer)
    expect((await checkout(body.url, card)).status).toBe(200)
    const paid = await usdcOf(buyer)
    expect(paid - before).toBe(19_700_000n)
    for (let replay = 0; replay < 2; replay++) {
      const again = await checkout(body.url, card)
      expect(again.status).toBe(409)
      expect(again.html).toContain('This order was already paid and delivered. Nothing was charged again.')
    }
    // The provider restarts: the order is still paid.
    await provider.stop()
    provider = await startOnramp({ port: 0, rpcUrls, ordersFile })
    await provider.ready
    const moved = new URL(body.url)
    const afterRestart = await checkout(`${provider.url}/buy${moved.search}`, card)
    expect(afterRestart.status).toBe(409)
    expect(await usdcOf(buyer)).toBe(paid)
    // A link without an order id pays nothing.
    moved.searchParams.delete('orderId')
    const noOrder = await checkout(`${provider.url}/buy${moved.search}`, card)
    expect(noOrder.status).toBe(400)
    expect(noOrder.html).toContain('This checkout link has no order id.')
  })

  it('refuses a chunked payment form over 16 KiB with 413', async () => {
    const { body } = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['eip155:31337'], assets: ['USDC'] }],
      presetFiatAmount: 20,
    })
    const url = new URL(body.url)
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${provider.url}/buy${url.search}`, { method: 'POST' })
      req.on('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
        req.destroy()
      })
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
      // 40 MiB in 64 KiB chunks, unless the answer comes first.
      const chunk = Buffer.alloc(64 * 1024, 0x61)
      let sent = 0
      const write = () => {
        while (sent < 40 * 1024 * 1024 && !req.destroyed) {
          sent += chunk.length
          if (!req.write(chunk)) return void req.once('drain', write)
        }
        if (!req.destroyed) req.end()
      }
      write()
    })
    expect(status).toBe(413)
  })
})
