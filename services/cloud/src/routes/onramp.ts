import { addresses, type DevnetChainId } from '@foyer/devnet'
import {
  type OnrampOptionsResponse,
  type OnrampQuoteResponse,
  type OnrampUrlResponse,
  onrampQuoteBodySchema,
  onrampUrlBodySchema,
} from '@foyer/wire'
import { Hono } from 'hono'
import { readPoolPrices } from '../chains/prices.js'
import { withUpstream } from '../chains/upstream.js'
import { InvalidRequestError } from '../errors.js'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'

/** Fallback limits per payment method (USD and EUR), the provider's fee (1.5 %), a fixed test EUR rate. */
const ONRAMP_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const
const ONRAMP_FEE_RATE = 0.015
const EUR_IN_USD = 1.08

/** Network names as the hosted (Coinbase-style) options name them, for the served chains. */
const networkName = (chainId: number) => (chainId === 31337 ? 'foyer-devnet' : 'foyer-sidechain')
const ASSETS = [
  { id: 'USDC', name: 'USD Coin', symbol: 'USDC', pricing: 'usd' as const, contract: 'usdc' as const },
  { id: 'ETH', name: 'Ether', symbol: 'ETH', pricing: 'eth' as const, contract: undefined },
  { id: 'FOY', name: 'Foyer Token', symbol: 'FOY', pricing: 'foy' as const, contract: 'foy' as const },
]

async function readJson(c: { req: { json(): Promise<unknown> } }): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    throw new InvalidRequestError('body', 'expected a JSON object')
  }
}

/**
 * The hosted on-ramp calls for the local provider: what can be bought where and with what, a
 * quote priced from the devnet's pools, and the provider's checkout URL for an order.
 */
export const onrampRoutes = new Hono<CloudEnv>()
  .get('/v1/onramp/options', (c) => {
    const chains = c.get('chains').list
    return c.json<OnrampOptionsResponse>({
      paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: [...ONRAMP_LIMITS] })),
      purchaseCurrencies: ASSETS.map((asset) => ({
        id: asset.id,
        name: asset.name,
        symbol: asset.symbol,
        networks: chains.map((chain) => ({
          name: networkName(chain.id),
          display_name: chain.chain.name,
          chain_id: String(chain.id),
          contract_address: asset.contract ? (chainContract(chain.id, asset.contract) ?? '') : '',
        })),
      })),
    })
  })
  .post('/v1/onramp/quote', async (c) => {
    const body = parseOrThrow(onrampQuoteBodySchema, await readJson(c), 'body')
    const chains = c.get('chains').list
    // The hosted client names the currency's symbol as the network: any served chain prices it.
    const bySymbol = ASSETS.some((entry) => entry.symbol === body.network.toUpperCase())
    const chain = bySymbol
      ? chains[0]
      : chains.find((entry) => networkName(entry.id) === body.network || entry.caip2 === body.network)
    if (!chain) throw new InvalidRequestError('network', 'purchases are not available on this network')
    const { id, symbol } = body.purchaseCurrency
    const asset = ASSETS.find(
      (entry) => entry.id === id.toUpperCase() || entry.symbol === symbol?.toUpperCase(),
    )
    if (!asset) throw new InvalidRequestError('purchaseCurrency', `${id} cannot be bought`)
    const currency = body.paymentCurrency.id.toUpperCase()
    if (currency !== 'USD' && currency !== 'EUR')
      throw new InvalidRequestError('paymentCurrency', `${currency} is not accepted`)
    const prices = await withUpstream(chain, () => readPoolPrices(chain.client, chain.id))
    const fee = Math.round(body.amount * ONRAMP_FEE_RATE * 100) / 100
    const usd = (body.amount - fee) * (currency === 'EUR' ? EUR_IN_USD : 1)
    const price = prices[asset.pricing]
    const amount = price > 0 ? Math.floor((usd / price) * 1e6) / 1e6 : 0
    const money = (value: number) => ({ amount: value.toFixed(2), currency })
    return c.json<OnrampQuoteResponse>({
      coinbaseFee: money(fee),
      networkFee: money(0),
      paymentSubtotal: money(body.amount - fee),
      paymentTotal: money(body.amount),
      purchaseAmount: { amount: String(amount), currency: asset.symbol },
      quoteId: crypto.randomUUID(),
    })
  })
  .post('/v1/generators/onrampurl', async (c) => {
    const body = parseOrThrow(onrampUrlBodySchema, await readJson(c), 'body')
    const wallet = body.destinationWallets[0]
    if (!wallet) throw new InvalidRequestError('destinationWallets', 'needs a wallet')
    const chains = c.get('chains').list
    const requested = body.defaultNetwork ?? wallet.blockchains?.[0]
    const chain =
      chains.find((entry) => entry.caip2 === requested || networkName(entry.id) === requested) ?? chains[0]
    if (!chain) throw new InvalidRequestError('defaultNetwork', 'purchases are not available on this network')
    const url = new URL(`${c.get('onramp').providerUrl}/buy`)
    // The provider pays each order once: a replayed checkout of this URL delivers nothing.
    url.searchParams.set('orderId', crypto.randomUUID())
    url.searchParams.set('address', wallet.address)
    url.searchParams.set('network', chain.caip2)
    url.searchParams.set('asset', (wallet.assets?.[0] ?? 'USDC').toUpperCase())
    url.searchParams.set('currency', body.fiatCurrency ?? 'USD')
    if (body.presetFiatAmount !== undefined)
      url.searchParams.set('presetFiatAmount', String(body.presetFiatAmount))
    if (body.presetCryptoAmount !== undefined)
      url.searchParams.set('presetCryptoAmount', String(body.presetCryptoAmount))
    if (body.partnerUserId) url.searchParams.set('partnerUserId', body.partnerUserId)
    return c.json<OnrampUrlResponse>({ url: url.href })
  })

function chainContract(chainId: DevnetChainId, key: 'usdc' | 'foy'): string | undefined {
  return addresses[chainId]?.[key]
}
