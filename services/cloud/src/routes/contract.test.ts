import { addresses, devnetChain, testAccounts } from '@foyer/devnet'
import {
  allowedOriginsResponseSchema,
  analyticsAcceptedResponseSchema,
  analyticsConfigResponseSchema,
  balanceResponseSchema,
  convertAllowanceResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  convertTransactionResponseSchema,
  currentSessionResponseSchema,
  errorResponseSchema,
  fungiblePriceResponseSchema,
  getWalletsResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nameSuggestionsResponseSchema,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
  profileNameSchema,
  profileReverseResponseSchema,
  revokeSessionResponseSchema,
  sessionNonceResponseSchema,
  sessionsResponseSchema,
  signInResponseSchema,
  supportedChainsResponseSchema,
} from '@foyer/wire'
import { createWalletClient, erc20Abi, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { createDevnetApp, type DevnetApp } from '../testing/devnetApp.js'

// The contract between this service and its clients: each route's real answer, parsed with the wire
// schema core parses it with (@foyer/wire). The parse must succeed and keep every field: a field the
// service sends that the schema does not name is drift too (a client would drop it unseen).
const A = addresses[31337]
const caip = (address: string) => `eip155:31337:${address}`
const sender = testAccounts[9]
const receiver = testAccounts[8]
const signer = privateKeyToAccount(testAccounts[6].privateKey as `0x${string}`)
const PAGE = 'http://localhost:5173'

describe('the wire contract (@foyer/wire) against real answers', () => {
  let s: DevnetApp
  beforeAll(async () => {
    s = await createDevnetApp()
    // A USDC transfer, so history and balances have something of each kind to answer.
    const rpcUrl = s.chains.get('eip155:31337').rpcUrl
    const wallet = createWalletClient({
      account: sender.address,
      chain: devnetChain(31337, Number(new URL(rpcUrl).port)),
      transport: http(rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: A.usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver.address, parseUnits('1.5', 6)],
      chain: null,
    })
    await s.chains.get('eip155:31337').client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }, 120_000)
  afterAll(() => s?.close())

  /** Calls the route and parses its answer with the shared schema; the parse must keep every field. */
  async function answer<T>(
    schema: { parse(data: unknown): T },
    path: string,
    init: RequestInit & { json?: unknown } = {},
    status = 200,
  ): Promise<T> {
    const { json, ...rest } = init
    const response = await s.call(
      path,
      json === undefined
        ? rest
        : {
            method: 'POST',
            ...rest,
            headers: { 'content-type': 'application/json', ...rest.headers },
            body: JSON.stringify(json),
          },
    )
    const body: unknown = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(status)
    const parsed = schema.parse(body)
    expect(parsed).toEqual(body)
    return parsed
  }

  it('wallet directory and project configuration', async () => {
    const page = await answer(getWalletsResponseSchema, '/getWallets?entries=5')
    expect(page.data).toHaveLength(5)
    await answer(allowedOriginsResponseSchema, '/projects/v1/origins')
    await answer(analyticsConfigResponseSchema, '/getAnalyticsConfig')
    await answer(
      analyticsAcceptedResponseSchema,
      '/e',
      {
        headers: { origin: PAGE },
        json: {
          eventId: 'contract-1',
          url: `${PAGE}/`,
          domain: 'localhost',
          timestamp: Date.now(),
          props: { event: 'MODAL_OPEN' },
        },
      },
      202,
    )
  })

  it('errors', async () => {
    const refused = await answer(errorResponseSchema, '/getWallets?entries=0', {}, 400)
    expect(refused.message).toBe('Invalid entries: must be at least 1')
  })

  it('balances, prices, identity, supported chains and history', async () => {
    const { balances } = await answer(
      balanceResponseSchema,
      `/v1/account/${receiver.address}/balance?currency=usd&chainId=eip155:31337`,
    )
    expect(balances.map((balance) => balance.symbol)).toContain('USDC')
    await answer(fungiblePriceResponseSchema, '/v1/fungible/price', {
      json: { currency: 'usd', projectId: DEMO_PROJECT_ID, addresses: [caip(A.usdc), caip(A.foy)] },
    })
    await answer(identityResponseSchema, `/v1/identity/${receiver.address}?chainId=eip155:31337`)
    await answer(supportedChainsResponseSchema, '/v1/supported-chains')
    const history = await answer(
      historyResponseSchema,
      `/v1/account/${receiver.address}/history?chainId=eip155:31337`,
    )
    expect(history.data[0]?.transfers[0]?.fungible_info?.symbol).toBe('USDC')
  })

  it('convert: tokens, quote, allowance, gas price, approval and swap', async () => {
    const tokens = await answer(convertTokensResponseSchema, '/v1/convert/tokens?chainId=eip155:31337')
    expect(tokens.tokens.length).toBeGreaterThan(1)
    const trade = { userAddress: caip(sender.address), from: caip(A.usdc), to: caip(A.foy) }
    const quotes = await answer(
      convertQuotesResponseSchema,
      `/v1/convert/quotes?${new URLSearchParams({ ...trade, amount: '1000000', gasPrice: '1' })}`,
    )
    expect(quotes.quotes).toHaveLength(1)
    await answer(
      convertAllowanceResponseSchema,
      `/v1/convert/allowance?${new URLSearchParams({ tokenAddress: trade.from, userAddress: trade.userAddress })}`,
    )
    await answer(convertGasPriceResponseSchema, '/v1/convert/gas-price?chainId=eip155:31337')
    await answer(convertTransactionResponseSchema, `/v1/convert/build-approve?${new URLSearchParams(trade)}`)
    await answer(convertTransactionResponseSchema, '/v1/convert/build-transaction', {
      json: { ...trade, amount: '1000000', eip155: { slippage: 1 }, disableEstimate: true },
    })
  })

  it('on-ramp: options, quote and checkout URL', async () => {
    await answer(onrampOptionsResponseSchema, '/v1/onramp/options')
    await answer(onrampQuoteResponseSchema, '/v1/onramp/quote', {
      json: {
        purchaseCurrency: { id: 'USDC' },
        paymentCurrency: { id: 'USD' },
        amount: 50,
        network: 'eip155:31337',
      },
    })
    await answer(onrampUrlResponseSchema, '/v1/generators/onrampurl', {
      json: {
        destinationWallets: [{ address: receiver.address, blockchains: ['eip155:31337'], assets: ['USDC'] }],
        defaultExperience: 'buy',
        presetFiatAmount: 50,
      },
    })
  })

  it('names: suggestions, registration, lookup and reverse lookup', async () => {
    const suggested = await answer(
      nameSuggestionsResponseSchema,
      '/v1/profile/suggestions/contract?zone=foyer.id',
    )
    expect(suggested.suggestions[0]).toEqual({ name: 'contract.foyer.id', registered: false })
    const message = JSON.stringify({
      name: 'contract.foyer.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const registered = await answer(profileNameSchema, '/v1/profile/account', {
      json: {
        coin_type: (0x80000000 | 31337) >>> 0,
        address: signer.address,
        message,
        signature: await signer.signMessage({ message }),
      },
    })
    expect(registered.name).toBe('contract.foyer.id')
    await answer(profileNameSchema, '/v1/profile/account/contract.foyer.id')
    const names = await answer(profileReverseResponseSchema, `/v1/profile/reverse/${signer.address}`)
    expect(names.map((name) => name.name)).toEqual(['contract.foyer.id'])
  })

  it('sign-in sessions: nonce, sign-in, the current session, the list and revocation', async () => {
    const { nonce } = await answer(sessionNonceResponseSchema, '/v1/sessions/nonce')
    const message = createSiweMessage({
      address: signer.address,
      chainId: 31337,
      domain: 'localhost:5173',
      uri: PAGE,
      version: '1',
      nonce,
      issuedAt: new Date(),
    })
    const { session, token } = await answer(signInResponseSchema, '/v1/sessions', {
      headers: { origin: PAGE },
      json: { message, signature: await signer.signMessage({ message }) },
    })
    const bearer = { authorization: `Bearer ${token}` }
    await answer(currentSessionResponseSchema, '/v1/sessions/me', { headers: bearer })
    const listed = await answer(sessionsResponseSchema, `/v1/sessions/${signer.address}?chainId=eip155:31337`)
    expect(listed.sessions.map((entry) => entry.id)).toEqual([session.id])
    await answer(revokeSessionResponseSchema, `/v1/sessions/${signer.address}/revoke`, {
      headers: bearer,
      json: { pci: session.id },
    })
  })
})
