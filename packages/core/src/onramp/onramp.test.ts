import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, testMainnet } from '../testing/index.js'
import { onRampActions } from './actions.js'

async function setup(answer: (path: string, body: unknown) => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) =>
      answer(new URL(String(input)).pathname, init?.body ? JSON.parse(String(init.body)) : undefined),
    ),
  )
  const foyer = createFoyer({
    projectId: 'c0ffee00000000000000000000000001',
    networks: [testMainnet],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
    apiUrl: 'http://api.test/',
    blockchainApiUrl: 'http://api.test/',
  })
  await foyer.connect('io.foyer.fake')
  return foyer
}

/** The on-ramp state, which exists once Buy was used. */
function onrampOf(foyer: { getState(): { onramp?: import('./types.js').OnRampState | undefined } }) {
  const state = foyer.getState().onramp
  if (!state) throw new Error('no on-ramp state yet')
  return state
}

afterEach(() => vi.unstubAllGlobals())

describe('foyer.onramp', () => {
  it('falls back to the built-in limits and currencies when the options cannot be loaded', async () => {
    const foyer = await setup(() => new Response('down', { status: 503 }))
    await onRampActions(foyer).loadOptions()
    const onramp = onrampOf(foyer)
    expect(onramp.status).toBe('ready')
    expect(onramp.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(onramp.purchaseCurrencies[0]?.networks.map((n) => n.chain_id)).toEqual(['1', '137'])
    // No placeholder quote next to an enabled Buy: the failure says no quote is available.
    await onRampActions(foyer).quote({ symbol: 'USDC', currency: 'USD', amount: '50' })
    expect(onrampOf(foyer)).toMatchObject({
      quote: undefined,
      inputError: { id: 'onrampNoQuote' },
    })
  })

  it('checks the amount against the card limits before asking, then quotes', async () => {
    const bodies: unknown[] = []
    const foyer = await setup((path, body) => {
      if (path === '/v1/onramp/options') return new Response('down', { status: 503 })
      bodies.push(body)
      const money = (amount: string, currency = 'USD') => ({ amount, currency })
      return Response.json({
        coinbaseFee: money('0.75'),
        networkFee: money('0'),
        paymentSubtotal: money('49.25'),
        paymentTotal: money('50.00'),
        purchaseAmount: money('49.25', 'USDC'),
        quoteId: 'q1',
      })
    })
    await onRampActions(foyer).loadOptions()
    await onRampActions(foyer).quote({ symbol: 'USDC', currency: 'USD', amount: '5' })
    expect(onrampOf(foyer).inputError).toEqual({
      id: 'onrampAmountRange',
      params: { min: '10.00', max: '7500.00', currency: 'USD' },
    })
    expect(bodies).toHaveLength(0)
    await onRampActions(foyer).quote({ symbol: 'USDC', currency: 'USD', amount: '50' })
    expect(onrampOf(foyer)).toMatchObject({
      inputError: undefined,
      quote: { purchaseAmount: { amount: '49.25', currency: 'USDC' } },
    })
    expect(bodies[0]).toMatchObject({
      purchaseCurrency: { id: 'USDC' },
      paymentCurrency: { id: 'USD' },
      amount: '50',
      network: 'eip155:1',
    })
  })

  it('refuses to buy an amount outside the limits, and closes the window it was given', async () => {
    const foyer = await setup(() => new Response('down', { status: 503 }))
    await onRampActions(foyer).loadOptions()
    const popup = {
      closed: false,
      close() {
        popup.closed = true
      },
      location: { href: '' },
    }
    await expect(
      onRampActions(foyer).buy(
        { symbol: 'USDC', currency: 'USD', amount: '9000' },
        popup as unknown as Window,
      ),
    ).rejects.toThrow('must be between 10.00 and 7500.00 USD')
    expect(popup.closed).toBe(true)
  })
})
