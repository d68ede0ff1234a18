import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAccountAfterLogin } from './support/accountView.js'
import { expectNoAxeViolations } from './support/axe.js'
import { useBrowser } from './support/browser.js'
import { STORAGE_MODES } from './support/chromium.js'
import { expectFrameStorage } from './support/secureFrame.js'

// The secure site is another site than the demo: Chromium partitions its frame's storage by default;
// the Google login and its reload also run with that storage blocked.
const browsers = { partitioned: useBrowser(), blocked: useBrowser({ storage: 'blocked' }) }
const { newPage, urls } = browsers.partitioned

/** Clicks a social login on Connect and returns the provider's window it opens. */
async function startSocial(page: Page, context: BrowserContext, name: string | RegExp): Promise<Page> {
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  const popup = context.waitForEvent('page')
  await connect.getByRole('button', { name }).click()
  return popup
}

/** Resolves once the provider's window has closed (it may close itself before this is asked). */
function closed(popup: Page): Promise<unknown> {
  return popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close')
}

/** The local provider's screens: a test person (or a typed name), then Allow. */
async function signInAtProvider(popup: Page, who: { person?: string; name?: string }) {
  await popup
    .getByRole('heading', { name: 'Sign in to continue to Foyer wallet' })
    .waitFor({ timeout: 20_000 })
  if (who.person) await popup.getByRole('button', { name: who.person }).click()
  else {
    await popup.getByRole('textbox', { name: 'Or any name' }).fill(who.name ?? '')
    await popup.getByRole('button', { name: 'Continue' }).click()
  }
  await popup.getByRole('button', { name: 'Allow' }).click()
}

/**
 * The Account view once the social wallet is connected: its address and the name the provider gave.
 * After a login the modal has closed, as after any connect: the connect button opens Account.
 */
async function connectedAccount(page: Page, userName: string, { afterLogin = true } = {}) {
  const account = afterLogin
    ? await openAccountAfterLogin(page)
    : page.getByRole('dialog', { name: 'Account' })
  const wallet = account.getByTestId('foyer-connected-wallet')
  await wallet.getByText(userName).waitFor({ timeout: 30_000 })
  const address = (await account.locator('.foyer-account-name').getAttribute('title')) as string
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { account, wallet, address }
}

async function openConnect(page: Page) {
  await page.goto(urls().demo)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
}

describe.each(STORAGE_MODES)('social login in the embedded wallet, %s third-party storage', (storage) => {
  it('signs in with Google (the same person gets the same wallet next time) and signs out', async () => {
    const { page, context, consoleErrors } = await browsers[storage].newPage()
    await openConnect(page)
    const popup = await startSocial(page, context, 'Continue with Google')
    const waiting = page.getByRole('dialog', { name: 'Log in with Google' })
    await waiting.getByText('Continue in the Google window').waitFor()
    await expectNoAxeViolations(page, 'ConnectingSocial')
    const done = closed(popup)
    await signInAtProvider(popup, { person: 'Ada Lovelace' })
    await done

    const first = await connectedAccount(page, 'ada.lovelace@gmail.test')
    expect(await first.wallet.locator('.foyer-social-icon').getAttribute('data-provider')).toBe('google')
    // An email update has no place on a wallet without an email.
    expect(await first.account.getByRole('button', { name: 'Update email' }).count()).toBe(0)
    await expectNoAxeViolations(page, 'Account (social wallet)')

    await expectFrameStorage(page, urls().secureSite, storage)

    // A reload keeps the session where the frame has storage. Blocked, the frame is a new browser: the
    // visitor is signed out without an error, and the provider (its own session) signs them in again.
    await page.reload()
    let reloaded: Awaited<ReturnType<typeof connectedAccount>>
    if (storage === 'blocked') {
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: 30_000 })
      expect(await page.getByRole('alert').count()).toBe(0)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await closed(await startSocial(page, context, 'Continue with Google'))
      reloaded = await connectedAccount(page, 'ada.lovelace@gmail.test')
    } else {
      await page.getByRole('button', { name: /ETH/ }).click()
      reloaded = await connectedAccount(page, 'ada.lovelace@gmail.test', { afterLogin: false })
    }
    expect(reloaded.address).toBe(first.address)

    await reloaded.account.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const again = await startSocial(page, context, 'Continue with Google')
    // The provider remembers the person and their consent (its own session): the window closes by itself.
    await closed(again)
    const second = await connectedAccount(page, 'ada.lovelace@gmail.test')
    expect(second.address).toBe(first.address)
    expect(consoleErrors).toEqual([])
  })
})

describe('social login in the embedded wallet', () => {
  it('signs in with GitHub (behind Other) and then with X in a fresh browser, each with its own name', async () => {
    const { page, context, consoleErrors } = await newPage()
    await openConnect(page)
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Other' }).click()
    const socials = page.getByRole('dialog', { name: 'All socials' })
    await socials.getByRole('button', { name: 'GitHub' }).waitFor()
    await expectNoAxeViolations(page, 'ConnectSocials')
    const popup = context.waitForEvent('page')
    await socials.getByRole('button', { name: 'GitHub' }).click()
    // A new person each run: GitHub's login name is the typed name as a slug.
    const stamp = Date.now().toString(36)
    await signInAtProvider(await popup, { name: `Grace ${stamp}` })
    const github = await connectedAccount(page, `grace-${stamp}`)
    expect(await github.wallet.locator('.foyer-social-icon').getAttribute('data-provider')).toBe('github')
    expect(consoleErrors).toEqual([])

    const fresh = await newPage()
    await openConnect(fresh.page)
    const x = await startSocial(fresh.page, fresh.context, 'Continue with X')
    await signInAtProvider(x, { person: 'Alan Turing' })
    const account = await connectedAccount(fresh.page, 'alan_turing')
    expect(account.address).not.toBe(github.address)
    expect(fresh.consoleErrors).toEqual([])
  })

  it('returns to Connect with a message when the visitor cancels at the provider or closes its window', async () => {
    const { page, context } = await newPage()
    await openConnect(page)
    const popup = await startSocial(page, context, 'Continue with Discord')
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await page.getByText('The sign-in was cancelled').waitFor({ timeout: 20_000 })
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()

    const closed = await startSocial(page, context, 'Continue with Discord')
    await closed.getByRole('heading', { name: 'Sign in to continue to Foyer wallet' }).waitFor()
    await closed.close()
    await page.getByText('The sign-in window was closed').waitFor()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
  })
})
