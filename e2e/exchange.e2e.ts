import AxeBuilder from '@axe-core/playwright'
import { addresses } from '@foyer/devnet'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.js'
import { e2eStackEnv } from './support/ports.js'

// The local exchange behind Pay, on its own: a session asked for through the cloud exactly as the hosted
// kit's client asks (POST /v1/json-rpc), its checkout page in the browser, the withdrawal on chain.
const { newPage, urls } = useBrowser()
const PROJECT_ID = 'c0ffee00000000000000000000000001'
const usdc = addresses[31337].usdc

async function rpc(method: string, params: unknown) {
  const response = await fetch(`${urls().cloud}/v1/json-rpc?projectId=${PROJECT_ID}`, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    headers: { 'Content-Type': 'application/json' },
  })
  const body = await response.json()
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** A payment of `amount` USDC (whole units, as the kit sends them) to a fresh address. */
async function newPayment(amount: number) {
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const { url, sessionId } = await rpc('reown_getExchangePayUrl', {
    exchangeId: 'foyer-exchange',
    asset: `eip155:31337/erc20:${usdc}`,
    amount: amount.toString(16),
    recipient: `eip155:31337:${recipient}`,
  })
  const status = () => rpc('reown_getExchangeBuyStatus', { sessionId, exchangeId: 'foyer-exchange' })
  return { url: url as string, recipient, status }
}

const usdcOf = (owner: `0x${string}`) =>
  createPublicClient({ transport: http(urls().chainA) }).readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** axe-core on the whole checkout page: no violations. */
async function expectAxeClean(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  )
  expect(violations, `axe violations on ${what}`).toEqual([])
}

describe('the local exchange checkout', () => {
  it('lists the exchange, and paying 10 USDC after logging in with the keyboard sends it on chain', async () => {
    const { exchanges } = await rpc('reown_getExchanges', { page: 0 })
    expect(exchanges).toEqual([
      {
        id: 'foyer-exchange',
        name: 'Foyer Exchange (test)',
        imageUrl: `http://localhost:${e2eStackEnv().FOYER_EXCHANGE_PORT}/logo.svg`,
      },
    ])
    const payment = await newPayment(10)
    expect(await payment.status()).toEqual({ status: 'IN_PROGRESS' })
    const { page, consoleErrors } = await newPage()
    await page.goto(payment.url)
    await page.getByRole('heading', { name: 'Pay 10 USDC' }).waitFor()
    await page.getByText(payment.recipient).waitFor()
    await expectAxeClean(page, 'the login step')

    // Keyboard only: the fields by their labels, Enter submits.
    await page.getByRole('textbox', { name: 'Email' }).focus()
    await page.keyboard.type('visitor@exchange.test')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Password').evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    )
    await page.keyboard.type('foyer-pay-test')
    await page.keyboard.press('Enter')
    await page.getByText('Your exchange balance:').waitFor()
    await expectAxeClean(page, 'the confirm step')

    const before = await usdcOf(payment.recipient)
    await page.getByRole('button', { name: 'Confirm payment' }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Payment sent' }).waitFor({ timeout: 30_000 })
    await expectAxeClean(page, 'the receipt')
    const done = await payment.status()
    expect(done).toEqual({ status: 'SUCCESS', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    await page.getByText(done.txHash).waitFor()
    expect((await usdcOf(payment.recipient)) - before).toBe(10_000_000n)
    expect(consoleErrors).toEqual([])
  })

  it('Cancel ends the payment FAILED with its reason, and nothing is sent', async () => {
    const payment = await newPayment(5)
    const { page, consoleErrors } = await newPage()
    await page.goto(payment.url)
    await page.getByRole('button', { name: 'Cancel payment' }).click()
    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor()
    await page.getByRole('status').getByText('The payment was cancelled at the exchange.').waitFor()
    await expectAxeClean(page, 'the cancelled payment')
    expect(await payment.status()).toEqual({
      status: 'FAILED',
      reason: 'The payment was cancelled at the exchange.',
    })
    expect(await usdcOf(payment.recipient)).toBe(0n)
    expect(consoleErrors).toEqual([])
  })

  it('says what it is when opened by its address, and refuses an unsupported asset through the cloud', async () => {
    const { page } = await newPage()
    await page.goto(`http://localhost:${e2eStackEnv().FOYER_EXCHANGE_PORT}/`)
    await page.getByRole('heading', { name: 'Foyer Exchange checkout' }).waitFor()
    await expectAxeClean(page, 'the start page')
    await expect(
      rpc('reown_getExchangePayUrl', {
        exchangeId: 'foyer-exchange',
        asset: 'eip155:1/erc20:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        amount: 'a',
        recipient: `eip155:1:${privateKeyToAccount(generatePrivateKey()).address}`,
      }),
    ).rejects.toThrow('is not supported')
  })
})
