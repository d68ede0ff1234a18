/**
 * Buying crypto, loaded when the visitor opens Buy: the provider's options and quotes from
 * the blockchain API, its checkout URL, and the wait for the purchase to arrive on chain.
 */
// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'
import {
  type OnrampQuoteBody,
  type OnrampUrlBody,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from '@foyer/wire'
import { apiGet, apiPost } from '../api/request.js'
import { InvalidOptionError } from '../errors/errors.js'
import type { FoyerKernel } from '../instance/kernel.js'
import type { FoyerStateMessage } from '../messages/types.js'
import { currentRoute, pushRoute, toRoute } from '../router/router.js'
import { activeAccount } from '../send/sendContext.js'
import type { OnRampOrder } from './actions.js'
import { onRampStateOf } from './state.js'
import type { OnRampState } from './types.js'

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** On-ramp: the latest quote's number. */
    onRampQuote?: number
  }
}

/** The built-in fallback when the options cannot be loaded: card and bank limits, USDC on Ethereum and Polygon. */
export const FALLBACK_PAYMENT_CURRENCIES = ['USD', 'EUR'].map((id) => ({
  id,
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
}))
export const FALLBACK_PURCHASE_CURRENCIES = [
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      {
        name: 'ethereum-mainnet',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      },
      {
        name: 'polygon-mainnet',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      },
    ],
  },
]
/** How often the page looks for the purchase on chain while the provider's window is open. */
const DELIVERY_POLL_MS = 2000
/** How long it looks: a card purchase that has not arrived by then is left to the Activity tab. */
const DELIVERY_WAIT_MS = 10 * 60_000

const patch = (context: FoyerKernel, next: Partial<OnRampState>) =>
  context.store.setState({ onramp: { ...onRampStateOf(context), ...next } })

function account(context: FoyerKernel) {
  const found = activeAccount(context.store.getState(), context)
  if (!found) throw new InvalidOptionError('onramp', 'needs a connected account')
  return found
}

export async function loadOnRampOptions(context: FoyerKernel): Promise<void> {
  patch(context, { status: 'loading' })
  try {
    const options = await apiGet(context, '/v1/onramp/options', {}, onrampOptionsResponseSchema)
    patch(context, { status: 'ready', ...options })
  } catch {
    // The fallback limits and currencies, so the visitor can still choose an amount.
    patch(context, {
      status: 'ready',
      paymentCurrencies: FALLBACK_PAYMENT_CURRENCIES,
      purchaseCurrencies: FALLBACK_PURCHASE_CURRENCIES,
    })
  }
}

/** The card limits of a currency: the amount must be within them. */
function limitError(context: FoyerKernel, order: OnRampOrder): FoyerStateMessage | undefined {
  const amount = Number(order.amount)
  const currency = onRampStateOf(context).paymentCurrencies.find((c) => c.id === order.currency)
  const card = currency?.payment_method_limits.find((limit) => limit.id === 'card')
  if (!Number.isFinite(amount) || amount <= 0) return { id: 'swapEnterAmount' }
  if (card && (amount < Number(card.min) || amount > Number(card.max)))
    return { id: 'onrampAmountRange', params: { min: card.min, max: card.max, currency: order.currency } }
  return undefined
}

export async function quoteOnRamp(context: FoyerKernel, order: OnRampOrder): Promise<void> {
  // Only the latest quote is wanted: an older answer arriving late is dropped.
  const ticket = (context.caches.onRampQuote ?? 0) + 1
  context.caches.onRampQuote = ticket
  const problem = limitError(context, order)
  if (problem) return patch(context, { inputError: problem, quote: undefined })
  const { network } = account(context)
  try {
    const answer = await apiPost(
      context,
      '/v1/onramp/quote',
      {},
      {
        purchaseCurrency: { id: order.symbol },
        paymentCurrency: { id: order.currency },
        amount: order.amount,
        network: network.caipNetworkId,
      } satisfies OnrampQuoteBody,
      onrampQuoteResponseSchema,
    )
    if (context.caches.onRampQuote !== ticket) return
    patch(context, {
      inputError: undefined,
      quote: {
        fee: answer.coinbaseFee,
        paymentTotal: answer.paymentTotal,
        purchaseAmount: answer.purchaseAmount,
        quoteId: answer.quoteId,
      },
    })
  } catch {
    if (context.caches.onRampQuote !== ticket) return
    // The hosted kit shows a placeholder quote here; Foyer says none is available instead.
    patch(context, { quote: undefined, inputError: { id: 'onrampNoQuote' } })
  }
}

/** The token's whole-unit balance of the connected account, fresh from the service. */
async function holding(context: FoyerKernel, address: string, caipNetworkId: string, symbol: string) {
  const portfolio = await import('../portfolio/index.js')
  await portfolio.fetchBalances(context, address, caipNetworkId, { force: true })
  const item = context.store.getState().balances.items.find((entry) => entry.symbol === symbol)
  return Number(item?.quantity.numeric ?? '0')
}

export async function buyOnRamp(
  context: FoyerKernel,
  order: OnRampOrder,
  popup: Window | null,
): Promise<void> {
  const problem = limitError(context, order)
  if (problem) {
    popup?.close()
    const { min, max, currency } = problem.id === 'onrampAmountRange' ? problem.params : {}
    throw new InvalidOptionError(
      'onramp.amount',
      min ? `must be between ${min} and ${max} ${currency}` : 'must be a positive number',
    )
  }
  const { address, network } = account(context)
  const before = await holding(context, address, network.caipNetworkId, order.symbol).catch(() => 0)
  let url: string
  try {
    ;({ url } = await apiPost(
      context,
      '/v1/generators/onrampurl',
      {},
      {
        destinationWallets: [{ address, blockchains: [network.caipNetworkId], assets: [order.symbol] }],
        defaultNetwork: network.caipNetworkId,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: Number(order.amount),
        // One of the service's paymentCurrencies ids (USD, EUR), which the order was picked from.
        fiatCurrency: order.currency as NonNullable<OnrampUrlBody['fiatCurrency']>,
      } satisfies OnrampUrlBody,
      onrampUrlResponseSchema,
    ))
  } catch (error) {
    popup?.close()
    throw error
  }
  if (popup) popup.location.href = url
  patch(context, { purchase: { status: popup ? 'waiting' : 'blocked', url, symbol: order.symbol } })
  const { router } = context.store.getState()
  context.store.setState({ router: pushRoute(router, toRoute('OnRampActivity')) })
  // The provider pays out on chain: the purchase is there once the balance grew.
  const until = Date.now() + DELIVERY_WAIT_MS
  while (Date.now() < until) {
    // An instance timer: destroy() ends the wait for good.
    await context.timers.delay(DELIVERY_POLL_MS)
    const purchase = onRampStateOf(context).purchase
    if (purchase?.url !== url) return
    const now = await holding(context, address, network.caipNetworkId, order.symbol).catch(() => before)
    if (now > before) {
      const received = String(Math.round((now - before) * 1e6) / 1e6)
      patch(context, { purchase: { ...purchase, status: 'delivered', received } })
      // OnRampActivity says so itself; elsewhere (the visitor moved on) a snackbar does.
      if (currentRoute(context.store.getState().router)?.view !== 'OnRampActivity')
        void context.showSnackbar('success', {
          id: 'onrampDelivered',
          params: { amount: received, symbol: order.symbol },
        })
      return
    }
  }
}

/** `foyer.onramp`'s methods (onramp/actions.ts), each taking the instance's context first. */
export const actions = { loadOptions: loadOnRampOptions, quote: quoteOnRamp, buy: buyOnRamp }
