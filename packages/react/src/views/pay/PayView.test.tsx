import { type FoyerInstance, type PayRequest, payActions } from '@foyer/core'
import { FAKE_TX_HASH, testMainnet } from '@foyer/core/testing'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import { stubCloud } from '../../_test/cloud.js'
import { connectWallet, createTestFoyer } from '../../_test/testFoyer.js'
import { FoyerProvider } from '../../context/FoyerProvider.js'
import type { Locale } from '../../i18n/locales.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc10: PayRequest = {
  recipient: RECIPIENT,
  amount: 10,
  paymentAsset: {
    network: 'eip155:1',
    asset: USDC,
    metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  },
}
const EXCHANGE = { id: 'foyer-exchange', name: 'Foyer Exchange', imageUrl: 'http://127.0.0.1:1/exchange.svg' }

type Answer = { result: unknown } | { error: { code: number; message: string } }
type Blockchain = Record<string, (params: unknown) => Answer | Promise<Answer>>

/** The blockchain API's JSON-RPC (POST /v1/json-rpc), answering each method from `methods`. */
function stubJsonRpc(methods: Blockchain) {
  const calls: { method: string; params: unknown }[] = []
  stubCloud({
    respond: (url, init) => (url.pathname === '/v1/json-rpc' ? answer(init) : undefined),
  })
  async function answer(init: RequestInit | undefined): Promise<Response> {
    const { id, method, params } = JSON.parse(String(init?.body)) as {
      id: number
      method: string
      params: unknown
    }
    calls.push({ method, params })
    const reply = (await methods[method]?.(params)) ?? {
      error: { code: -32601, message: 'Method not found' },
    }
    return Response.json({ jsonrpc: '2.0', id, ...reply })
  }
  return calls
}

const withExchange: Blockchain = {
  reown_getExchanges: () => ({ result: { exchanges: [EXCHANGE], total: 1 } }),
}

async function openPay(options: { locale?: Locale; connect?: boolean; request?: PayRequest } = {}) {
  const { foyer, adapter } = createTestFoyer({
    networks: [testMainnet],
    features: { pay: true },
  })
  render(<FoyerProvider foyer={foyer} locale={options.locale} />)
  if (options.connect ?? true) await connectWallet(foyer)
  await act(() => payActions(foyer).open(options.request ?? usdc10))
  const dialog = await screen.findByRole('dialog', { name: options.locale === 'de' ? 'Bezahlen' : 'Pay' })
  // The view's chunk, not just the dialog.
  await within(dialog).findByTestId('foyer-pay-summary')
  return { foyer: foyer as FoyerInstance, adapter, dialog, user: userEvent.setup() }
}

async function violations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('Pay', () => {
  it('shows the payment as the app asked for it, the wallet and the exchanges; axe clean', async () => {
    stubJsonRpc(withExchange)
    const { dialog } = await openPay()
    const summary = within(dialog).getByTestId('foyer-pay-summary')
    expect(within(summary).getByText('10 USDC')).toBeTruthy()
    expect(within(summary).getByText('Ethereum')).toBeTruthy()
    expect(within(summary).getByText(RECIPIENT)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Pay with Fake Wallet' })).toBeTruthy()
    const exchanges = await within(dialog).findByRole('list', { name: 'Exchanges' })
    const button = within(exchanges).getByRole('button', { name: 'Pay with Foyer Exchange' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe(EXCHANGE.imageUrl)
    expect(await violations()).toEqual([])
  })

  it('offers Pay from wallet without a wallet, says when there is no exchange, and speaks German', async () => {
    stubJsonRpc({ reown_getExchanges: () => ({ result: { exchanges: [], total: 0 } }) })
    const { dialog } = await openPay({ connect: false, locale: 'de' })
    expect(within(dialog).getByRole('button', { name: 'Mit Wallet bezahlen' })).toBeTruthy()
    await within(dialog).findByText('Keine Börsen verfügbar')
  })

  it('shows the exchanges loading, then their failure with Retry', async () => {
    let answer: (value: Answer) => void = () => {}
    let calls = 0
    stubJsonRpc({
      reown_getExchanges: () => {
        calls += 1
        return calls === 1
          ? new Promise<Answer>((resolve) => {
              answer = resolve
            })
          : { result: { exchanges: [EXCHANGE], total: 1 } }
      },
    })
    const { user } = await openPay()
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('status').textContent).toContain('Loading exchanges…')
    await act(async () => answer({ error: { code: -32000, message: 'down' } }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Unable to get exchanges')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await within(dialog).findByRole('button', { name: 'Pay with Foyer Exchange' })
  })

  it('pays from the connected wallet and shows the transaction', async () => {
    stubJsonRpc(withExchange)
    const { dialog, user, adapter, foyer } = await openPay()
    await user.click(within(dialog).getByRole('button', { name: 'Pay with Fake Wallet' }))
    const done = await screen.findByRole('dialog', { name: 'Payment' })
    await within(done).findByText('Payment completed')
    // The outcome replaced the button that had focus: focus moved to it.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Payment completed'))
    expect(
      within(done).getByText(`10 USDC paid to ${RECIPIENT.slice(0, 4)}…${RECIPIENT.slice(-6)}`),
    ).toBeTruthy()
    expect(within(done).getByTestId('foyer-pay-hash').getAttribute('title')).toBe(FAKE_TX_HASH)
    expect(adapter.calls.find((c) => c.method === 'sendTokens')?.args[0]).toMatchObject({
      to: RECIPIENT,
      amount: 10_000_000n,
      token: USDC,
    })
    expect(await violations()).toEqual([])
    await user.click(within(done).getByRole('button', { name: 'Done' }))
    expect(foyer.getState().open).toBe(false)
  })

  it('says why the wallet payment failed, and Try again goes back to Pay', async () => {
    stubJsonRpc(withExchange)
    const { dialog, user, adapter } = await openPay()
    adapter.failNext('sendTokens', Object.assign(new Error('denied'), { code: 4001 }))
    await user.click(within(dialog).getByRole('button', { name: 'Pay with Fake Wallet' }))
    const failed = await screen.findByRole('alert')
    expect(failed.textContent).toContain('Payment failed')
    expect(failed.textContent).toContain('User rejected the request.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('dialog', { name: 'Pay' })
  })

  it('says so when the exchange does not take the asset, and Pay stays', async () => {
    stubJsonRpc({
      ...withExchange,
      reown_getExchangePayUrl: () => ({
        error: { code: -32602, message: 'Asset eip155:1/erc20:0xA0b8 is not supported' },
      }),
    })
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() }
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    )
    const { dialog, user } = await openPay({ connect: false })
    await user.click(await within(dialog).findByRole('button', { name: 'Pay with Foyer Exchange' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Asset not supported by the selected exchange')
    expect(tab.close).toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Pay' })).toBeTruthy()
  })

  it('follows the exchange in steps, and its failure ends with the reason', async () => {
    const calls = stubJsonRpc({
      ...withExchange,
      reown_getExchangePayUrl: () => ({ result: { url: 'http://127.0.0.1:1/checkout/s1', sessionId: 's1' } }),
      reown_getExchangeBuyStatus: () => ({ result: { status: 'FAILED' } }),
    })
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() }
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    )
    const { dialog, user } = await openPay({ connect: false })
    await user.click(await within(dialog).findByRole('button', { name: 'Pay with Foyer Exchange' }))
    const waiting = await screen.findByRole('dialog', { name: 'Payment' })
    await within(waiting).findByText('Payment initiated')
    expect(tab.location.href).toBe('http://127.0.0.1:1/checkout/s1')
    expect(tab.opener).toBeNull()
    const steps = within(waiting).getByRole('list', { name: 'Payment progress' })
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-state')),
    ).toEqual(['current', 'todo', 'todo'])
    expect(within(waiting).getByRole('button', { name: 'Open Foyer Exchange again' })).toBeTruthy()
    expect(await violations()).toEqual([])
    // The first status look is 4 s after the page opened.
    const failed = await within(waiting).findByRole('alert', {}, { timeout: 8000 })
    expect(failed.textContent).toContain('The exchange did not complete the payment')
    expect(calls.find((c) => c.method === 'reown_getExchangeBuyStatus')?.params).toEqual({
      sessionId: 's1',
      exchangeId: 'foyer-exchange',
    })
  })
})
