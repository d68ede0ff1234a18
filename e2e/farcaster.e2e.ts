import { describe, expect, it } from 'vitest'
import { openAccountAfterLogin } from './support/accountView.js'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'

const { newPage, urls } = useBrowser()

async function openFarcaster(page: Page) {
  await page.goto(urls().demo)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Continue with Farcaster' })
    .click()
  const view = page.getByRole('dialog', { name: 'Sign in with Farcaster' })
  await view.getByRole('img', { name: 'Farcaster sign-in code' }).waitFor({ timeout: 20_000 })
  const link = (await view.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')) as string
  return { view, link }
}

describe('Sign In With Farcaster', () => {
  it('shows the relay link as a QR code; the Farcaster app approves it and the demo is signed in as the fid', async () => {
    const { page, context, consoleErrors } = await newPage()
    const { view, link } = await openFarcaster(page)
    // The relay's link, as Farcaster's are: the client's /~/siwf with the channel token.
    expect(link).toMatch(new RegExp(`^${urls().farcasterClient}/~/siwf\\?channelToken=[0-9a-f-]{36}$`))
    await view.getByText('Waiting for your Farcaster app…').waitFor()
    await expectNoAxeViolations(page, 'ConnectingFarcaster')

    // The visitor's Farcaster app (the test client) opens the link and approves as @ada (fid 1001).
    const app = await context.newPage()
    await app.goto(`${urls().farcasterClient}/?uri=${encodeURIComponent(link)}`)
    await app.getByRole('heading', { name: 'Sign in to localhost' }).waitFor()
    await app.getByRole('radio', { name: /@ada/ }).check()
    await app.getByRole('button', { name: 'Approve' }).click()
    await app.getByText('You signed in as @ada').waitFor()

    // Signed in: the modal closes as after any connect; the connect button opens Account.
    const account = await openAccountAfterLogin(page)
    const wallet = account.getByTestId('foyer-connected-wallet')
    await account.getByText('Logged in with Farcaster: ada').waitFor()
    expect(await wallet.locator('.foyer-social-icon').getAttribute('data-provider')).toBe('farcaster')
    expect(await account.locator('.foyer-account-name').getAttribute('title')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(consoleErrors).toEqual([])
  })

  it('says when the code has expired, and gets a new one', async () => {
    const { page } = await newPage()
    const { view, link } = await openFarcaster(page)
    // The browser tests' relay keeps channels 20 s (FOYER_FARCASTER_CHANNEL_TTL_S).
    await view.getByText('This Farcaster request has expired. Get a new code.').waitFor({ timeout: 40_000 })
    await view.getByRole('button', { name: 'Get a new code' }).click()
    await view.getByRole('img', { name: 'Farcaster sign-in code' }).waitFor()
    const fresh = (await view.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')) as string
    expect(fresh).not.toBe(link)
  })
})
