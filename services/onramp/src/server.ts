import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DevnetChainId } from '@foyer/devnet'
import { BodyTooLargeError, readBody } from '@foyer/service-kit/body'
import {
  CheckoutError,
  limitError,
  orderOf,
  type PaymentMethod,
  quoteOf,
  TEST_BANK_ACCOUNTS,
  TEST_CARDS,
} from './checkout.js'
import { createLedger } from './ledger.js'
import { createOrderBook, ORDER_ID } from './orders.js'
import { checkoutPage, errorPage, notFoundPage, receiptPage, startPage } from './pages.js'

export interface OnrampOptions {
  port: number
  host?: string
  rpcUrls: Record<DevnetChainId, string>
  /** Where paid order ids are kept across restarts (default: memory only). */
  ordersFile?: string
}

/** The checkout form is a few fields: a larger post is refused (413), not cut. */
const MAX_FORM_BYTES = 16 * 1024

/** The posted form; BodyTooLargeError past MAX_FORM_BYTES. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req, MAX_FORM_BYTES))
}

/** How long the provider waits for the chains to answer at start (they start beside it). */
const CHAINS_WAIT_MS = 120_000

/**
 * Starts the checkout page and checks the treasury once the chains answer (the stack starts them
 * beside this process); a checkout waits for that.
 */
export async function startOnramp(options: OnrampOptions) {
  const ledger = createLedger(options.rpcUrls)
  const orders = createOrderBook(options.ordersFile)
  const funded = (async () => {
    const until = Date.now() + CHAINS_WAIT_MS
    for (let delay = 100; ; delay = Math.min(delay * 2, 2000)) {
      try {
        return await ledger.checkFunds()
      } catch (error) {
        if (Date.now() > until) throw error
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    }
  })()
  funded.catch((error: unknown) => {
    console.error(`onramp: the treasury is not ready: ${(error as Error).message}`)
    process.exitCode = 1
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://onramp')
    const send = (status: number, html: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...headers,
      })
      res.end(html)
    }
    if (url.pathname === '/health') return send(200, 'ok')
    // Opened by its address (the URL `npm start` prints), without an order: say what this is.
    if (url.pathname === '/' || (url.pathname === '/buy' && url.search === '' && req.method !== 'POST'))
      return send(200, startPage())
    if (url.pathname !== '/buy') return send(404, notFoundPage())
    await funded
    let order: ReturnType<typeof orderOf>
    try {
      order = orderOf(url.searchParams)
    } catch (error) {
      if (error instanceof CheckoutError) return send(400, errorPage(error.message))
      throw error
    }
    const quote = quoteOf(order, await ledger.priceUsd(order.chainId, order.asset))
    const query = url.searchParams.toString()
    if (req.method !== 'POST') return send(200, checkoutPage(order, quote, query))
    let form: URLSearchParams
    try {
      form = await readForm(req)
    } catch (error) {
      // The rest of the body is not read: the connection closes after the answer.
      if (error instanceof BodyTooLargeError)
        return send(413, errorPage('The payment form is too large.'), { connection: 'close' })
      throw error
    }
    const method = form.get('method') as PaymentMethod | null
    if (method !== 'card' && method !== 'ach_bank_account')
      return send(400, checkoutPage(order, quote, query, 'Pick a payment method.'))
    const overLimit = limitError(method, order.fiatAmount, order.currency)
    if (overLimit) return send(400, checkoutPage(order, quote, query, overLimit))
    if (method === 'card') {
      const card = (form.get('card') ?? '').replace(/\D/g, '')
      const outcome = TEST_CARDS[card as keyof typeof TEST_CARDS]
      if (!outcome)
        return send(400, checkoutPage(order, quote, query, 'Use a test card: 4242 4242 4242 4242.'))
      if (outcome === 'declined')
        return send(402, checkoutPage(order, quote, query, 'Your card was declined.'))
    } else {
      const bank = TEST_BANK_ACCOUNTS.find((entry) => entry.id === form.get('bank'))
      if (!bank) return send(400, checkoutPage(order, quote, query, 'Pick a bank account.'))
      if (bank.outcome === 'declined')
        return send(
          402,
          checkoutPage(order, quote, query, 'The bank declined the payment: insufficient funds.'),
        )
    }
    // One delivery per order: a replayed post of a paid order is refused before anything moves.
    const orderId = url.searchParams.get('orderId') ?? ''
    if (!ORDER_ID.test(orderId))
      return send(400, errorPage('This checkout link has no order id. Open the purchase from the app again.'))
    if (!orders.take(orderId))
      return send(409, errorPage('This order was already paid and delivered. Nothing was charged again.'))
    let hash: `0x${string}`
    try {
      hash = await ledger.deliver(order.chainId, order.asset, order.address, quote.units)
    } catch (error) {
      orders.release(orderId)
      throw error
    }
    return send(200, receiptPage(order, quote.cryptoAmount, hash))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`onramp: ${req.method} ${req.url?.split('?')[0]} failed: ${(error as Error).message}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' })
      res.end(errorPage('The purchase failed. Nothing was charged. Try again.'))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://localhost:${port}`,
    /** Resolves once the treasury holds enough of every asset. */
    ready: funded,
    treasury: ledger.treasury,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
