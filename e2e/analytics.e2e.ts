import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.js'
import { installTestWallet, plainAccount } from './support/wallet.js'

const { newPage, urls } = useBrowser()
const shortAddress = `${plainAccount.slice(0, 4)}…${plainAccount.slice(-6)}`

interface SentEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: string; event: string; properties?: Record<string, unknown>; address?: string }
}

/** The cloud's analytics calls a page makes: `/getAnalyticsConfig` and the events posted to `/e`. */
function watchAnalytics(requests: Request[]) {
  const cloud = new URL(urls().cloud).origin
  const calls = () =>
    requests.filter((r) => {
      const url = new URL(r.url())
      return url.origin === cloud && (url.pathname === '/e' || url.pathname === '/getAnalyticsConfig')
    })
  const events = () =>
    calls()
      .filter((r) => new URL(r.url()).pathname === '/e')
      .map((r) => JSON.parse(r.postData() ?? '{}') as SentEvent)
  return { calls, events, names: () => events().map((e) => e.props.event) }
}

describe('analytics', () => {
  it("sends the visitor's events to the cloud after their first action, never at page load", async () => {
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    const requests: Request[] = []
    context.on('request', (request) => requests.push(request))
    const analytics = watchAnalytics(requests)
    await page.goto(urls().demo, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // Loaded, not used: no analytics call and none of its code.
    expect(analytics.calls()).toEqual([])
    expect(requests.filter((r) => /\/sendEvents-[\w-]+\.js$/.test(r.url()))).toEqual([])

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: new RegExp(shortAddress) }).waitFor()

    // The batch leaves a few seconds later, each event accepted (202) by the cloud.
    await expect
      .poll(analytics.names, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE']))
    const posted = analytics.calls().filter((r) => new URL(r.url()).pathname === '/e')
    const answers = await Promise.all(posted.map(async (r) => (await r.response())?.status()))
    expect(answers.every((status) => status === 202)).toBe(true)
    expect(new URL(posted[0]?.url() ?? '').searchParams.get('projectId')).toBe(
      'c0ffee00000000000000000000000001',
    )
    const byName = (name: string) => analytics.events().find((e) => e.props.event === name)
    expect(byName('MODAL_OPEN')).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `${urls().demo}/`,
      domain: 'localhost',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    expect(byName('SELECT_WALLET')?.props.properties).toEqual({
      name: 'Foyer Test Wallet',
      platform: 'browser',
    })
    expect(byName('CONNECT_SUCCESS')?.props).toMatchObject({
      properties: { method: 'browser', name: 'Foyer Test Wallet' },
      address: plainAccount,
    })
    expect(analytics.calls().filter((r) => r.url().includes('/getAnalyticsConfig'))).toHaveLength(1)

    // The page going away (its pagehide, as the browser fires it on leaving) sends what is still
    // queued at once, by beacon, without waiting for the next flush.
    await page.getByRole('button', { name: new RegExp(shortAddress) }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    const beacon = page.waitForRequest(
      (r) => r.url().includes('/e?') && r.postData()?.includes('"connected":true') === true,
      { timeout: 3_000 },
    )
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })))
    expect(JSON.parse((await beacon).postData() ?? '{}')).toMatchObject({
      props: { event: 'MODAL_OPEN', properties: { connected: true }, address: plainAccount },
    })
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('sends nothing and loads no analytics code with features.analytics: false', async () => {
    const { page, context } = await newPage({ init: installTestWallet })
    const requests: Request[] = []
    context.on('request', (request) => requests.push(request))
    const analytics = watchAnalytics(requests)
    await page.goto(`${urls().demo}/?analytics=off`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: new RegExp(shortAddress) }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // The page goes away (where a beacon would leave), then the next one has settled.
    await page.goto(`${urls().demo}/signin.html`, { waitUntil: 'networkidle' })
    expect(analytics.calls()).toEqual([])
    expect(requests.filter((r) => /\/sendEvents-[\w-]+\.js$/.test(r.url()))).toEqual([])
    await context.close()
  })
})
