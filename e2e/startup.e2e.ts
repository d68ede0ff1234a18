import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.js'
import { installTestWallet } from './support/wallet.js'

const { newPage, urls } = useBrowser()

describe('page load', () => {
  it('calls no Foyer service before the visitor acts, and loads no modal code', async () => {
    const { page, consoleErrors } = await newPage({ init: installTestWallet })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(urls().demo, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    const origins = new Set(requested.map((url) => new URL(url).origin))
    // The demo itself and its own chain RPCs (its block numbers); never the cloud API or the relay.
    const allowed = new Set([urls().demo, urls().chainA, urls().chainB].map((url) => new URL(url).origin))
    expect([...origins].filter((origin) => !allowed.has(origin))).toEqual([])
    expect(requested.filter((url) => /Modal|View/.test(url))).toEqual([])

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    // The modal and its first view arrive as lazy chunks on first open.
    expect(requested.some((url) => /\/assets\/ModalRoot-[\w-]+\.js$/.test(url))).toBe(true)
    expect(consoleErrors).toEqual([])
  })

  it('with sign-in configured, fetches no code beyond what its HTML names before the visitor acts', async () => {
    // The sign-in page: Foyer with sign-in, nothing of the demo's own loaded later (the index's demos are).
    const { page } = await newPage({ init: installTestWallet })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const response = await page.goto(`${urls().demo}/signin.html`, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // The entry and its modulepreloads; the connection code and sign-in's controller wait for an open or
    // a connect.
    const html = (await response?.text()) ?? ''
    const named = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1])
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((script) => !named.includes(script))).toEqual([])
  })
})
