// Opens every main view in headless Chromium, runs axe (colour contrast included) in light and dark
// mode and saves screenshots to .state/screens. Needs /usr/bin/chromium; uses an ephemeral port.
// Usage: node scripts/browser-check.mjs
import { mkdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { createServer } from 'vite'

const here = dirname(fileURLToPath(import.meta.url))
const screens = join(here, '..', '.state', 'screens')
await mkdir(screens, { recursive: true })
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const server = await createServer({
  configFile: false,
  root: join(here, 'browser'),
  logLevel: 'warn',
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { port: 0, host: '127.0.0.1', strictPort: false },
})
await server.listen()
const address = server.httpServer.address()
const base = `http://127.0.0.1:${address.port}/`

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
})
const problems = []
try {
  for (const theme of ['light', 'dark']) {
    for (const width of [1024, 390]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } })
      page.on('pageerror', (error) => problems.push(`${theme} ${width}: page error ${error.message}`))
      await page.goto(`${base}?theme=${theme}`)
      const shot = async (name) => {
        await page.waitForTimeout(0)
        await page.screenshot({ path: join(screens, `${theme}-${width}-${name}.png`) })
        await page.addScriptTag({ content: axeSource })
        const violations = await page.evaluate(async () => {
          const result = await window.axe.run(document, {
            rules: { region: { enabled: false }, 'page-has-heading-one': { enabled: false } },
          })
          return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        })
        for (const violation of violations) problems.push(`${theme} ${width} ${name}: ${violation}`)
      }
      await shot('page')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
      await page.getByRole('list', { name: 'Wallets' }).waitFor()
      await page.waitForTimeout(200) // let the 150 ms enter animation finish before measuring contrast
      await shot('connect')
      await page.getByRole('button', { name: /Fake Wallet/ }).click()
      await page.getByRole('dialog', { name: 'Account' }).waitFor()
      await page.getByRole('dialog').getByText('1.234 ETH').waitFor()
      await page.waitForTimeout(250)
      await shot('account')
      await page.getByRole('button', { name: /Network:/ }).click()
      await page.getByRole('list', { name: 'Networks' }).waitFor()
      await page.waitForTimeout(200)
      await shot('networks')
      const box = await page.getByRole('dialog').boundingBox()
      if (width === 1024 && Math.round(box?.width ?? 0) !== 360)
        problems.push(`dialog width ${box?.width}, want 360`)
      if (width === 390 && Math.round(box?.width ?? 0) !== 390)
        problems.push(`narrow dialog width ${box?.width}`)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })

      // A rejected connection, then a wallet on a network the app does not support.
      await page.evaluate(async () => {
        await window.foyer.disconnect()
        window.adapter.failNext('connect', { code: 4001, message: 'User rejected' })
      })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('button', { name: /Fake Wallet/ }).click()
      await page.getByRole('button', { name: 'Try again' }).waitFor()
      await page.waitForTimeout(250)
      await shot('rejected')
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('dialog', { name: 'Account' }).waitFor()
      await page.evaluate(() => window.adapter.emit('chainChanged', { chainId: 999 }))
      await page.evaluate(() => window.foyer.open())
      await page.getByRole('dialog', { name: 'Switch Network' }).waitFor()
      await page.waitForTimeout(250)
      await shot('unsupported')
      await page.close()
    }
  }
} finally {
  await browser.close()
  await server.close()
}
console.log(problems.length ? problems.join('\n') : 'no problems')
console.log(`screenshots in ${screens}`)
process.exitCode = problems.length ? 1 : 0
