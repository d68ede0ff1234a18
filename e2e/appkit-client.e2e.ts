import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { addresses, testAccounts } from '@foyer/devnet'
import type { BrowserContext, Locator, Route, WebSocketRoute } from 'playwright-core'
import { createPublicClient, erc20Abi, http, isAddressEqual, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { build, type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { useBrowser } from './support/browser.js'
import { codeFor } from './support/mail.js'

// The published AppKit client (e2e/appkit-client, pinned, installed by scripts/ensure-install.mjs for
// `npm test` only) against our cloud: the hosted kit's wire format is what the cloud promises.
const { newPage, urls } = useBrowser()

const clientDir = join(dirname(fileURLToPath(import.meta.url)), 'appkit-client')
/** The demo project of the cloud's seed; it admits http://127.0.0.1:* origins. */
const PROJECT_ID = 'c0ffee00000000000000000000000001'
/** The hosted APIs AppKit 1.7.4 calls: the wallet directory, the blockchain API and analytics (pulse). */
const HOSTED_APIS = new Set(['api.web3modal.org', 'rpc.walletconnect.org', 'pulse.walletconnect.org'])

interface ApiCall {
  method: string
  url: string
  status: number
}

let server: PreviewServer
let outDir: string
let pageOrigin: string

beforeAll(async () => {
  if (!existsSync(join(clientDir, 'node_modules/@reown/appkit/package.json'))) {
    throw new Error(
      'The AppKit client is not installed: run `node scripts/ensure-install.mjs --appkit-client`',
    )
  }
  outDir = mkdtempSync(join(tmpdir(), 'foyer-appkit-client-'))
  const shared = {
    root: clientDir,
    configFile: false as const,
    logLevel: 'error' as const,
    build: { outDir },
  }
  await build({ ...shared, build: { ...shared.build, emptyOutDir: true } })
  server = await preview({ ...shared, preview: { host: '127.0.0.1', port: 0, strictPort: true } })
  const address = server.httpServer.address() as AddressInfo
  pageOrigin = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await server?.close()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

/**
 * Sends the hosted APIs' requests to the local cloud (same path and query) and records each answer;
 * loopback requests go through; the relay's socket goes to our relay (pipeToRelay); anything else
 * (fonts, explorer images, ...) cannot be served here and is aborted and listed apart.
 */
function reroute(cloud: string) {
  const calls: ApiCall[] = []
  const aborted: string[] = []
  const pending = new Set<Promise<void>>()
  async function forward(route: Route, url: URL) {
    const request = route.request()
    const response = await route.fetch({ url: `${cloud}${url.pathname}${url.search}` })
    calls.push({
      method: request.method(),
      url: `${url.host}${url.pathname}${url.search}`,
      status: response.status(),
    })
    await route.fulfill({ response })
  }
  async function handle(route: Route) {
    const url = new URL(route.request().url())
    if (HOSTED_APIS.has(url.hostname)) {
      const done = forward(route, url).finally(() => pending.delete(done))
      pending.add(done)
      return done
    }
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue()
    aborted.push(`${route.request().method()} ${url.host}${url.pathname}`)
    return route.abort('blockedbyclient')
  }
  /** Waits until every forwarded request has been answered. */
  const settled = async () => {
    while (pending.size) await Promise.allSettled([...pending])
  }
  return { calls, aborted, handle, settled }
}

/**
 * Closes a context whose requests reroute() serves: the client keeps polling in the background, so a
 * request forwarded while the context closes would fail in its route handler after the test.
 */
async function closeRerouted(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.close()
}

const relayed = { opened: 0 }

/**
 * Carries the page's socket to the hosted relay over to our relay (same path and query: AppKit's
 * projectId and its client's JWT auth), so its pairing really runs on the local relay.
 */
function pipeToRelay(socket: WebSocketRoute, relay: string) {
  const url = new URL(socket.url())
  const upstream = new WebSocket(`${relay}${url.pathname}${url.search}`)
  const queued: (string | Buffer)[] = []
  upstream.on('open', () => {
    relayed.opened += 1
    for (const message of queued.splice(0)) upstream.send(message)
  })
  upstream.on('message', (data, isBinary) => socket.send(isBinary ? (data as Buffer) : data.toString()))
  upstream.on('close', () => socket.close())
  upstream.on('error', () => socket.close())
  socket.onMessage((message) => {
    if (upstream.readyState === WebSocket.OPEN) upstream.send(message)
    else queued.push(message)
  })
  socket.onClose(() => upstream.close())
}

/**
 * Sends the hosted secure site's requests (its /sdk frame page, script and API) to the local secure
 * site. The frame keeps the hosted origin the client expects; its API calls carry the local site's
 * Origin, as they would coming from the local site's own frame.
 */
async function toSecureSite(route: Route, secureSite: string) {
  const url = new URL(route.request().url())
  const headers = { ...route.request().headers() }
  if (headers.origin) headers.origin = secureSite
  const response = await route.fetch({ url: `${secureSite}${url.pathname}${url.search}`, headers })
  await route.fulfill({ response })
}

const { usdc, foy } = addresses[31337]
/** AppKit's own controllers, which main.js puts on window for the test to read. */
interface AppKitControllers {
  ModalController: { state: { open: boolean } }
  ChainController: {
    state: { chains: Map<string, { networkState?: { approvedCaipNetworkIds?: string[] } }> }
  }
  SwapController: {
    state: {
      approvalTransaction?: unknown
      swapTransaction?: unknown
      toToken?: { symbol: string }
      toTokenAmount: string
    }
  }
}
/** Whether an AppKit button is disabled or loading (its properties, not attributes). */
const isBusy = (element: Element) => {
  const button = element as { disabled?: boolean; loading?: boolean }
  return Boolean(button.disabled || button.loading)
}
const balanceOf = (chain: PublicClient, token: `0x${string}`, owner: `0x${string}`) =>
  chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** The wallets AppKit's list items render (each item element holds its wallet). */
const walletNames = (items: Locator) =>
  items.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLElement & { wallet?: { name: string } }).wallet?.name),
  )

describe('the published AppKit 1.7.4 client against the local cloud', () => {
  it('lists the whole wallet directory for a devnet chain and searches it; every API call succeeds', async () => {
    const { page, context } = await newPage()
    const api = reroute(urls().cloud)
    await context.route('**/*', api.handle)
    await context.routeWebSocket(/.*/, (socket) => {
      const url = new URL(socket.url())
      if (url.hostname === 'relay.walletconnect.org') return pipeToRelay(socket, urls().relay)
      api.aborted.push(`WS ${url.host}`)
      socket.close()
    })

    const query = new URLSearchParams({ projectId: PROJECT_ID, rpc: urls().chainA })
    await page.goto(`${pageOrigin}/?${query}`)
    await page.locator('appkit-button').click()

    // With WalletConnect as its only connector on desktop, AppKit opens on its QR view: the pairing
    // code it shows was published through our relay.
    await expect
      .poll(() => page.locator('wui-qr-code').evaluate((element) => (element as { uri?: string }).uri ?? ''))
      .toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(relayed.opened).toBeGreaterThan(0)

    // The All Wallets
    // entry counts the directory from /getWallets (AppKit rounds down to tens: 113 wallets show "110+").
    const allWallets = page.getByTestId('all-wallets')
    await allWallets.getByText('110+').waitFor()
    await allWallets.click()

    // All Wallets: pages of 40 load as the list scrolls, until the whole directory is there.
    const tiles = page.locator('w3m-all-wallets-list w3m-all-wallets-list-item')
    await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(40)
    for (let step = 0; step < 20 && (await tiles.count()) < 113; step++) {
      await page.locator('#local-paginator').first().scrollIntoViewIfNeeded()
      const before = await tiles.count()
      await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBeGreaterThan(before)
    }
    expect(await tiles.count()).toBe(113)
    const names = await walletNames(tiles)
    expect(names.slice(0, 4)).toEqual(['MetaMask', 'Trust Wallet', 'Rainbow', 'Rabby'])
    expect(names).toContain('Valora')

    // Search (from two characters on) asks the cloud and shows what it finds.
    const search = page.locator('wui-search-bar input')
    await search.fill('rainb')
    const results = page.locator('w3m-all-wallets-search [data-testid^="wallet-search-item-"]')
    await expect.poll(() => walletNames(results), { timeout: 10_000 }).toEqual(['Rainbow'])
    await results.getByText('Rainbow', { exact: true }).waitFor()
    await search.fill('no-such-wallet')
    await page.getByTestId('no-wallet-found-text').waitFor()

    await api.settled()
    console.info(
      `AppKit's calls to the hosted APIs (served by the local cloud):\n${api.calls
        .map((call) => `${call.status} ${call.method} ${call.url}`)
        .join('\n')}\nAborted (not ours to serve):\n${[...new Set(api.aborted)].join('\n')}`,
    )
    const paths = api.calls.map((call) => new URL(`http://${call.url}`).pathname)
    expect(paths).toContain('/getWallets')
    expect(paths).toContain('/e')
    expect(api.calls.some((call) => call.url.includes('chains=eip155%3A31337'))).toBe(true)
    expect(api.calls.filter((call) => call.status >= 400)).toEqual([])
    await closeRerouted(context)
  })

  it("quotes an on-ramp purchase with the client's body, and its frame client signs as GET_USER's accounts[0]", async () => {
    const { page, context } = await newPage()
    const api = reroute(urls().cloud)
    await context.route('**/*', (route) =>
      new URL(route.request().url()).hostname === 'secure.walletconnect.org'
        ? toSecureSite(route, urls().secureSite)
        : api.handle(route),
    )
    await context.routeWebSocket(/.*/, (socket) => socket.close())
    const quoteBodies: unknown[] = []
    page.on('request', (request) => {
      if (request.url().includes('/v1/onramp/quote')) quoteBodies.push(request.postDataJSON())
    })
    const query = new URLSearchParams({ projectId: PROJECT_ID, rpc: urls().chainA })
    await page.goto(`${pageOrigin}/?${query}`)
    await page.locator('appkit-button').waitFor()

    // The on-ramp quote as the client's controller asks for it: the currency's symbol as `network`.
    const quote = await page.evaluate(async () => {
      const onramp = (
        window as unknown as { OnRampController: Record<string, (...args: never[]) => unknown> }
      ).OnRampController
      await onramp.getAvailableCurrencies?.()
      ;(onramp.setPaymentAmount as (amount: number) => void)(50)
      return onramp.getQuote?.()
    })
    expect(quoteBodies).toEqual([expect.objectContaining({ network: 'USDC', amount: '50' })])
    expect(quote).toMatchObject({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '49.25', currency: 'USDC' },
    })

    // The client's secure-frame provider: email login, then GET_USER. On the devnet with a bundler
    // the smart account acts, and it is accounts[0], the account the client signs as. (The frame is a
    // third-party frame here, which this browser gives no storage: it keeps the session in memory.)
    const email = `appkit-${Date.now().toString(36)}@example.com`
    const sent = Date.now() - 1000
    await page.evaluate(
      async ({ projectId, email }) => {
        const Provider = (window as unknown as { W3mFrameProvider: new (options: object) => unknown })
          .W3mFrameProvider
        const provider = new Provider({
          projectId,
          chainId: 'eip155:31337',
          enableLogger: false,
          abortController: new AbortController(),
        }) as {
          init(): Promise<void>
          connectEmail(payload: { email: string }): Promise<unknown>
        }
        ;(window as unknown as { frameProvider: unknown }).frameProvider = provider
        await provider.init()
        await provider.connectEmail({ email })
      },
      { projectId: PROJECT_ID, email },
    )
    const otp = await codeFor(urls().mail, email, sent)
    type FrameUser = { address: string; accounts: { address: string; type: string }[] }
    const user = (await page.evaluate(async (otp) => {
      const provider = (
        window as unknown as { frameProvider: Record<string, (payload: object) => Promise<unknown>> }
      ).frameProvider
      await provider.connectOtp?.({ otp })
      return provider.getUser?.({ chainId: 'eip155:31337' })
    }, otp)) as FrameUser
    expect(user.accounts).toHaveLength(2)
    expect(user.accounts[0]).toEqual({ address: user.address, type: 'smartAccount' })

    // It signs as accounts[0]; the visitor approves inside the frame (the client shows it on its own
    // approval view; here the test shows it). The Safe's signature verifies on chain (ERC-6492).
    const message = 'Signed by the hosted kit client'
    const signing = page.evaluate(
      ({ message, address }) =>
        (
          window as unknown as { frameProvider: { request(args: object): Promise<string> } }
        ).frameProvider.request({
          method: 'personal_sign',
          params: [message, address],
        }),
      { message, address: user.accounts[0]?.address ?? '' },
    )
    await page.evaluate(() => {
      const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement
      Object.assign(frame.style, { display: 'block', top: '0', left: '0', width: '420px', height: '640px' })
    })
    await page.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve' }).click()
    const signature = (await signing) as `0x${string}`
    const chain = createPublicClient({ transport: http(urls().chainA) })
    const signer = user.accounts[0]?.address as `0x${string}`
    expect(isAddressEqual(signer, user.address as `0x${string}`)).toBe(true)
    expect(await chain.verifyMessage({ address: signer, message, signature })).toBe(true)
    await closeRerouted(context)
  })
  it('swaps ETH to USDC, then USDC to FOY after an approval, paired with the wallet app over our relay: the cloud quotes and builds, the wallet sends', async () => {
    // Test account 0, used by no other browser test.
    const trader = testAccounts[0]?.address as `0x${string}`
    const { page, context } = await newPage()
    const api = reroute(urls().cloud)
    await context.route('**/*', api.handle)
    await context.routeWebSocket(/.*/, (socket) => {
      const url = new URL(socket.url())
      if (url.hostname === 'relay.walletconnect.org') return pipeToRelay(socket, urls().relay)
      api.aborted.push(`WS ${url.host}`)
      socket.close()
    })
    const query = new URLSearchParams({
      projectId: PROJECT_ID,
      rpc: urls().chainA,
      swaps: '1',
      adapter: 'ethers',
    })
    await page.goto(`${pageOrigin}/?${query}`)
    await page.locator('appkit-button').click()
    // With a chain adapter AppKit opens on its Connect view: WalletConnect shows the pairing code.
    await page.getByTestId('wallet-selector-walletconnect').click()
    const qr = page.locator('wui-qr-code')
    await expect
      .poll(() => qr.evaluate((element) => (element as { uri?: string }).uri ?? ''), { timeout: 30_000 })
      .toMatch(/^wc:/)
    const uri = await qr.evaluate((element) => (element as { uri?: string }).uri ?? '')

    // The wallet app (WalletKit) approves the pairing.
    const wallet = await newPage()
    await wallet.page.goto(`${urls().wallet}/?account=0&uri=${encodeURIComponent(uri)}`)
    const proposal = wallet.page.getByRole('region', { name: 'Connection request' })
    await proposal.getByText('AppKit on Foyer').waitFor({ timeout: 30_000 })
    await proposal.getByRole('button', { name: 'Approve' }).click()
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            (window as unknown as { appKit: { getAddress(): string | undefined } }).appKit
              .getAddress()
              ?.toLowerCase(),
          ),
        { timeout: 30_000 },
      )
      .toBe(trader.toLowerCase())

    // AppKit closes its modal when the pairing completes and again once it has synced the account (its
    // networks approved); only then does the visitor open Swap, or AppKit's late close would shut it.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const { ModalController, ChainController } = window as unknown as AppKitControllers
            return {
              open: ModalController.state.open,
              approved: ChainController.state.chains.get('eip155')?.networkState?.approvedCaipNetworkIds,
            }
          }),
        { timeout: 30_000 },
      )
      .toEqual({ open: false, approved: ['eip155:31337'] })
    // The Swap view: AppKit loads its tokens, the account's balances,
    // prices and the gas price, and quotes the amount with the account as a plain address.
    await page.evaluate(() =>
      (window as unknown as { appKit: { open(options: unknown): Promise<void> } }).appKit.open({
        view: 'Swap',
        arguments: { fromToken: 'ETH', toToken: 'USDC' },
      }),
    )
    const quoteCall = () => api.calls.find((call) => call.url.includes('/v1/convert/quotes?'))
    await expect.poll(quoteCall, { timeout: 30_000 }).toBeDefined()
    await api.settled()
    const convert = api.calls.filter((call) => /\/v1\/(convert|fungible|account)\//.test(call.url))
    console.info(`AppKit's swap calls:\n${convert.map((c) => `${c.status} ${c.method} ${c.url}`).join('\n')}`)
    expect(new URL(`http://${quoteCall()?.url}`).searchParams.get('userAddress')).toBe(trader)
    const paths = convert.map((call) => new URL(`http://${call.url}`).pathname)
    for (const path of [
      '/v1/convert/tokens',
      '/v1/convert/gas-price',
      '/v1/fungible/price',
      '/v1/convert/quotes',
    ])
      expect(paths).toContain(path)
    expect(convert.filter((call) => call.status >= 400)).toEqual([])

    // The visitor types the amount; AppKit quotes it, checks the allowance (none for the native currency)
    // and builds the swap from the cloud's answers; the wallet app approves the transaction and sends it.
    const chain = createPublicClient({ transport: http(urls().chainA) })
    const usdcBefore = await balanceOf(chain, usdc, trader)
    await page.locator('[data-testid="swap-input-sourceToken"]').fill('0.01')
    const review = page.getByTestId('swap-action-button')
    await expect.poll(() => review.textContent(), { timeout: 30_000 }).toContain('Review swap')
    await expect.poll(() => review.evaluate(isBusy), { timeout: 10_000 }).toBe(false)
    await review.click()
    const built = () =>
      page.evaluate(
        () => (window as unknown as AppKitControllers).SwapController.state.swapTransaction !== undefined,
      )
    await expect.poll(built, { timeout: 30_000 }).toBe(true)
    const quoted = Number(
      await page.evaluate(() => (window as unknown as AppKitControllers).SwapController.state.toTokenAmount),
    )
    expect(quoted).toBeGreaterThan(0)
    const swap = page.locator('w3m-swap-preview-view wui-button.action-button')
    await expect.poll(() => swap.evaluate(isBusy), { timeout: 10_000 }).toBe(false)
    await swap.click()
    const request = wallet.page.getByRole('region', { name: 'Transaction request' })
    await request.getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 })
    await expect.poll(() => balanceOf(chain, usdc, trader), { timeout: 30_000 }).toBeGreaterThan(usdcBefore)
    // The USDC that arrived is the quote, within AppKit's 1 % slippage.
    const gained = Number((await balanceOf(chain, usdc, trader)) - usdcBefore) / 1e6
    expect(gained).toBeGreaterThanOrEqual(quoted * 0.99)
    expect(gained).toBeLessThanOrEqual(quoted * 1.01)
    const answered = api.calls.map((call) => `${call.status} ${new URL(`http://${call.url}`).pathname}`)
    expect(answered).toContain('200 /v1/convert/allowance')
    expect(answered).toContain('200 /v1/convert/build-transaction')
    expect(api.calls.filter((call) => call.status >= 400)).toEqual([])

    // USDC to FOY takes an approval first: the cloud answers the allowance (none yet) and the approval,
    // which AppKit sends to the token its answer names in `from`; once mined, it builds the swap.
    // AppKit shows its Account view once the swap is sent; Swap opens again from there.
    await page.locator('w3m-account-view').waitFor({ timeout: 30_000 })
    const foyBefore = await balanceOf(chain, foy, trader)
    await page.evaluate(() =>
      (window as unknown as { appKit: { open(options: unknown): Promise<void> } }).appKit.open({
        view: 'Swap',
        arguments: { fromToken: 'USDC', toToken: 'FOY' },
      }),
    )
    const toSymbol = () =>
      page.evaluate(() => (window as unknown as AppKitControllers).SwapController.state.toToken?.symbol)
    await expect.poll(toSymbol, { timeout: 30_000 }).toBe('FOY')
    await page.locator('[data-testid="swap-input-sourceToken"]').fill('10')
    // AppKit keeps an account's balances for 30 s and refreshes its view every 10 s: the USDC just
    // received counts from then on.
    await expect.poll(() => review.textContent(), { timeout: 60_000 }).toContain('Review swap')
    await expect.poll(() => review.evaluate(isBusy)).toBe(false)
    await review.click()
    const pending = () =>
      page.evaluate(() => {
        const { state } = (window as unknown as AppKitControllers).SwapController
        return {
          approval: state.approvalTransaction !== undefined,
          swap: state.swapTransaction !== undefined,
        }
      })
    await expect.poll(pending, { timeout: 30_000 }).toEqual({ approval: true, swap: false })
    await expect.poll(() => swap.textContent()).toContain('Approve')
    await expect.poll(() => swap.evaluate(isBusy)).toBe(false)
    await swap.click()
    await request.getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 })
    await expect.poll(pending, { timeout: 30_000 }).toEqual({ approval: false, swap: true })
    await expect.poll(() => swap.evaluate(isBusy)).toBe(false)
    await swap.click()
    await request.getByRole('button', { name: 'Approve' }).click({ timeout: 30_000 })
    await expect.poll(() => balanceOf(chain, foy, trader), { timeout: 30_000 }).toBeGreaterThan(foyBefore)
    const after = api.calls.map((call) => `${call.status} ${new URL(`http://${call.url}`).pathname}`)
    expect(after).toContain('200 /v1/convert/build-approve')
    expect(api.calls.filter((call) => call.status >= 400)).toEqual([])
    await wallet.context.close()
    await closeRerouted(context)
  }, 240_000)
  it("asks our cloud for Pay's exchanges, a pay URL and the buy status with the client's own requests", async () => {
    const { page, context } = await newPage()
    const api = reroute(urls().cloud)
    await context.route('**/*', (route) => api.handle(route))
    await context.routeWebSocket(/.*/, (socket) => socket.close())
    const bodies: unknown[] = []
    page.on('request', (request) => {
      if (request.url().includes('/v1/json-rpc')) bodies.push(request.postDataJSON())
    })
    await page.goto(`${pageOrigin}/?${new URLSearchParams({ projectId: PROJECT_ID, rpc: urls().chainA })}`)
    await page.locator('appkit-button').waitFor()

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    type Pay = Record<string, (...args: unknown[]) => Promise<{ sessionId: string; url: string }>>
    const asked = await page.evaluate(
      async ({ usdc, recipient }) => {
        const pay = await (window as unknown as { loadPayController: () => Promise<Pay> }).loadPayController()
        const exchanges = await pay.getAvailableExchanges?.()
        const params = { network: 'eip155:31337', asset: usdc, amount: 10, recipient }
        const payUrl = await pay.getPayUrl?.('foyer-exchange', params)
        const status = await pay.getBuyStatus?.('foyer-exchange', payUrl?.sessionId)
        const unsupported = await pay.getPayUrl?.('foyer-exchange', { ...params, network: 'eip155:1' }).then(
          () => 'answered',
          (error: { code?: string }) => error.code,
        )
        return { exchanges, payUrl, status, unsupported }
      },
      { usdc, recipient },
    )
    // The client's bodies: page 0 first, the amount as whole units in bare hex (10 is 'a').
    expect(bodies.slice(0, 3)).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'reown_getExchanges', params: { page: 0 } },
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'reown_getExchangePayUrl',
        params: {
          exchangeId: 'foyer-exchange',
          asset: `eip155:31337/erc20:${usdc}`,
          amount: 'a',
          recipient: `eip155:31337:${recipient}`,
        },
      },
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'reown_getExchangeBuyStatus',
        params: { sessionId: asked.payUrl?.sessionId, exchangeId: 'foyer-exchange' },
      },
    ])
    expect(asked.exchanges).toEqual({
      exchanges: [
        {
          id: 'foyer-exchange',
          name: 'Foyer Exchange (test)',
          imageUrl: expect.stringMatching(/\/logo\.svg$/),
        },
      ],
      total: 1,
    })
    expect(asked.status).toEqual({ status: 'IN_PROGRESS' })
    expect(asked.unsupported).toBe('ASSET_NOT_SUPPORTED')

    // The visitor pays at the exchange's checkout; the client then reads SUCCESS with the hash.
    const checkout = await context.newPage()
    await checkout.goto(asked.payUrl?.url as string)
    await checkout.getByRole('textbox', { name: 'Email' }).fill('visitor@exchange.test')
    await checkout.getByLabel('Password').fill('foyer-pay-test')
    await checkout.getByRole('button', { name: 'Log in' }).click()
    await checkout.getByRole('button', { name: 'Confirm payment' }).click()
    await checkout.getByRole('heading', { name: 'Payment sent' }).waitFor({ timeout: 30_000 })
    const paid = await page.evaluate(
      async (sessionId) =>
        (
          await (window as unknown as { loadPayController: () => Promise<Pay> }).loadPayController()
        ).getBuyStatus?.('foyer-exchange', sessionId),
      asked.payUrl?.sessionId,
    )
    expect(paid).toEqual({ status: 'SUCCESS', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    const client = createPublicClient({ transport: http(urls().chainA) })
    expect(
      await client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(10_000_000n)
    await api.settled()
    expect(
      api.calls.filter((call) => call.url.includes('/v1/json-rpc')).every((call) => call.status === 200),
    ).toBe(true)
    await closeRerouted(context)
  })
})
