import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { NEXT_E2E_DIST_DIR } from '../scripts/stack.mjs'
import { expectNoAxeViolations, expectNoAxeViolationsIn } from './support/axe.js'
import { useBrowser } from './support/browser.js'
import { installTestWallet, plainAccount } from './support/wallet.js'

// The Next.js example (apps/next), served by `next start` from its production build.
const { newPage, urls } = useBrowser()

const shortAddress = `${plainAccount.slice(0, 4)}…${plainAccount.slice(-6)}`
const accountCookie = encodeURIComponent('foyer:account:eip155')

/** Every console message and page error that speaks of hydration (React's production codes included). */
function watchHydration(page: Page): string[] {
  const reports: string[] = []
  const hydration = /hydrat|did not match|server rendered|Minified React error #(418|419|422|423|425)/i
  page.on('console', (message) => {
    if (hydration.test(message.text())) reports.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) reports.push(`pageerror: ${error.message}`)
  })
  return reports
}

/** Resolves once React has hydrated the account button (its DOM node carries React's fiber). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('.wallet-slot button:last-child')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber'))
  })
}

/** The server's HTML for a request with these cookies, as `curl -H 'Cookie: …'` gets it. */
async function serverHtml(cookie: string | undefined) {
  const response = await fetch(urls().next, cookie ? { headers: { cookie } } : {})
  expect(response.status).toBe(200)
  return response.text()
}

/** The account button as the server rendered it: everything between its opening tag and its end. */
function accountButton(html: string): string | undefined {
  const slot = html.slice(html.indexOf('class="wallet-slot"'))
  return [...slot.matchAll(/<button[^>]*>.*?<\/button>/gs)][1]?.[0]
}

/** Every file the Next.js build compiled into the server's code, as its source maps name them. */
function serverBuildSources(): string[] {
  const server = join(
    dirname(fileURLToPath(import.meta.url)),
    '../apps/next/web',
    NEXT_E2E_DIST_DIR,
    'server',
  )
  return readdirSync(server, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => {
      const map = JSON.parse(readFileSync(join(server, file), 'utf8')) as {
        sources?: string[]
        sections?: { map: { sources?: string[] } }[]
      }
      return [...(map.sources ?? []), ...(map.sections ?? []).flatMap((section) => section.map.sources ?? [])]
    })
}

const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies(urls().next)).map((c) => `${c.name}=${c.value}`).join('; ')

describe('the Next.js example (server rendering)', () => {
  it("is built from the packages' TypeScript sources, so a fresh clone serves it before any `npm run build`", () => {
    const packageFiles = serverBuildSources().filter((source) => /(^|\/)packages\/[^/]+\//.test(source))
    for (const name of ['core', 'react', 'evm', 'frame']) {
      expect(packageFiles.some((source) => source.includes(`packages/${name}/src/`))).toBe(true)
    }
    // Nothing from a package's build output: those folders do not exist in a fresh clone.
    expect(packageFiles.filter((source) => /packages\/[^/]+\/dist\//.test(source))).toEqual([])
  })

  it('hydrates without warnings, connects, and serves the connected account button in the first response after a reload', async () => {
    const { page, context, consoleErrors } = await newPage({ init: installTestWallet })
    const hydrationReports = watchHydration(page)

    // A first visit: the server renders the disconnected button.
    const first = await page.goto(urls().next)
    const firstHtml = (await first?.text()) ?? ''
    expect(accountButton(firstHtml)).toContain('Connect Wallet')
    await hydrated(page)
    await page.getByText('Not connected').waitFor()
    await expectNoAxeViolationsIn(page, 'main', 'Next.js page (disconnected)')

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: /Foyer Test Wallet/ }).click()
    await dialog.waitFor({ state: 'hidden' })
    const connected = page.locator('.foyer-page-button', { hasText: shortAddress })
    await connected.getByText(/ETH/).waitFor()

    // What the server will read: the connector, the address and the network, nothing else.
    const cookies = await context.cookies(urls().next)
    expect(cookies.map((c) => decodeURIComponent(c.name)).sort()).toEqual([
      'foyer:account:eip155',
      'foyer:connection:eip155',
      'foyer:lastChainId',
    ])
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false })
      // Max-Age of 30 days.
      expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)
    }
    expect(decodeURIComponent(cookies.find((c) => c.name === accountCookie)?.value ?? '')).toBe(plainAccount)

    // A reload: the first response already holds the shortened address (no balance yet), busy until confirmed.
    const reload = await page.reload()
    const button = accountButton((await reload?.text()) ?? '')
    expect(button).toContain(shortAddress)
    expect(button).toContain('aria-busy="true"')
    expect(button).not.toContain('Connect Wallet')
    expect(button).not.toContain('ETH')
    await hydrated(page)
    // The client's reconnect confirms the connection with the wallet and reads the balance.
    await connected.getByText(/ETH/).waitFor()
    await expect(connected.getAttribute('aria-busy')).resolves.toBe('false')
    await page.getByText(`Connected as ${plainAccount}`).waitFor()
    await expectNoAxeViolationsIn(page, 'main', 'Next.js page (connected)')
    await connected.click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    await expectNoAxeViolations(page, 'Account')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    // The same request by any client with that cookie gets the same first paint.
    expect(accountButton(await serverHtml(await cookieHeader(context)))).toContain(shortAddress)
    expect(hydrationReports).toEqual([])
    expect(consoleErrors).toEqual([])

    // The first paint itself, with no JavaScript at all: the connected button is on screen.
    const browser = context.browser()
    if (!browser) throw new Error('no browser behind the context')
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    await noScript.addCookies(await context.cookies(urls().next))
    const staticPage = await noScript.newPage()
    await staticPage.goto(urls().next)
    await staticPage.getByRole('button', { name: shortAddress }).waitFor()
    await expect(staticPage.getByRole('button', { name: 'Foyer Devnet' }).count()).resolves.toBe(1)
    await noScript.close()

    // Disconnecting forgets the address: the next response is disconnected again.
    await connected.click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(accountButton(await serverHtml(await cookieHeader(context)))).toContain('Connect Wallet')
    expect(consoleErrors).toEqual([])
    await context.close()
  })

  it('renders a tampered cookie as disconnected, and hydrates without warnings', async () => {
    const tampered = [
      `${encodeURIComponent('foyer:connection:eip155')}=io.foyer.test`,
      `${accountCookie}=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      `${encodeURIComponent('foyer:lastChainId')}=${encodeURIComponent('"><script>alert(1)</script>')}`,
    ].join('; ')
    const html = await serverHtml(tampered)
    expect(accountButton(html)).toContain('Connect Wallet')
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<script>alert(1)')

    const { page, context, consoleErrors } = await newPage()
    const hydrationReports = watchHydration(page)
    await context.addCookies(
      tampered.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=')
        return { name, value, url: urls().next }
      }),
    )
    await page.goto(urls().next)
    await hydrated(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.getByText('Not connected').waitFor()
    expect(hydrationReports).toEqual([])
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
