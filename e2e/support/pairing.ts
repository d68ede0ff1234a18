import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

type NewPage = (options?: {
  init?: (context: BrowserContext) => Promise<void>
}) => Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }>

/**
 * The demo with the modal on ConnectingWalletConnect; returns the pairing URI the visitor copies (Copy link),
 * the WalletConnect dialog, every host the page asked (to show none leaves the local stack) and the console's
 * warnings. In basic mode (no adapters) Connect Wallet shows the QR code at once, with no wallet list to pick
 * from.
 */
export async function openDemoPairing(newPage: NewPage, demoUrl: string, options: { basic?: boolean } = {}) {
  const demo = await newPage({
    init: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
  })
  const hosts = new Set<string>()
  demo.page.on('request', (request) => hosts.add(new URL(request.url()).hostname))
  const warnings: string[] = []
  demo.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await demo.page.goto(demoUrl)
  await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
  if (!options.basic) {
    const connect = demo.page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByRole('button', { name: 'WalletConnect' }).click()
  }
  const dialog = demo.page.getByRole('dialog', { name: 'WalletConnect' })
  await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await demo.page.getByText('Link copied').waitFor()
  const uri = await demo.page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return { ...demo, dialog, uri, hosts, warnings }
}

/** Picks another network in the modal's Networks view, from the page's network button. */
export async function chooseNetwork(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('button', { name: from }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose Network' })
  await dialog.getByRole('button', { name: to }).click()
  // The switch is done when the modal closes: over WalletConnect it may ask the wallet first, and a wallet
  // that ended the session meanwhile would cancel that request (the SDK logs it as an error).
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 })
}
