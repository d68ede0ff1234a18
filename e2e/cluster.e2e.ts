// The demo and the test wallet through nginx in front of two instances each of the relay, the cloud
// and the secure site on one PostgreSQL server (`npm run cluster`'s topology), on ports of its own.
import { cpSync, existsSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { testAccounts } from '@foyer/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clusterServices, instancePorts, processTable } from '../scripts/cluster.mjs'
import { startPostgres } from '../scripts/postgres.mjs'
import { startStack } from '../scripts/stack/start.mjs'
import { PORTS } from '../services/kit/src/ports.mjs'
import { openAccountAfterLogin } from './support/accountView.js'
import { useBrowser } from './support/browser.js'
import { codeFor } from './support/mail.js'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { newPage } = useBrowser()
const walletAccount = testAccounts[8].address
const shortAddress = `${walletAccount.slice(0, 4)}…${walletAccount.slice(-6)}`

// 5000 above the main browser-test stack's ports.
const offset = Number(process.env.FOYER_E2E_PORT_OFFSET || 10_000) + 5000
const env: Record<string, string> = { ...(process.env as Record<string, string>) }
for (const spec of Object.values(PORTS)) env[spec.env] = String(spec.default + offset)
env.FOYER_STATE_DIR = join(root, '.state/e2e-cluster')
const port = (name: keyof typeof PORTS) => Number(env[PORTS[name].env])
// Its own secure site, on another site than its demo like the main stack's (the inherited URL is that one's).
env.FOYER_SECURE_SITE_URL = `http://127.0.0.1:${port('secureSite')}`

let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined
let stack:
  | {
      stop(): Promise<void>
      children: { service: { name: string }; child: import('node:child_process').ChildProcess }[]
    }
  | undefined

beforeAll(async () => {
  rmSync(env.FOYER_STATE_DIR as string, { recursive: true, force: true })
  // The chain snapshot and compiled contracts of the main browser-test stack are the same: reuse them.
  const devnet = join(root, '.state/e2e/devnet')
  if (existsSync(devnet)) cpSync(devnet, join(env.FOYER_STATE_DIR as string, 'devnet'), { recursive: true })
  postgres = await startPostgres()
  stack = await startStack({
    services: clusterServices({ databaseUrl: postgres.url, env, mode: 'dev' }),
    // relay-1 is killed on purpose in the first test.
    onExit: (name: string, code: unknown, tail: string) => {
      if (name !== 'relay-1') console.error(`cluster: ${name} exited (${code}):\n${tail}`)
    },
  })
}, 240_000)

afterAll(async () => {
  await stack?.stop()
  await postgres?.stop()
})

const relayConnections = async () =>
  Promise.all(
    instancePorts(env).relay.map(async (p: number) => {
      const health = (await (await fetch(`http://127.0.0.1:${p}/health`)).json()) as { connections: number }
      return health.connections
    }),
  )

describe('the cluster behind nginx', () => {
  it('pairs the demo with the wallet by QR link, signs, survives a relay instance killed, switches chain and disconnects', async () => {
    const demo = await newPage({
      init: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
    })
    await demo.page.goto(`http://localhost:${port('demo')}`)
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await demo.page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'WalletConnect' })
      .click()
    const pairing = demo.page.getByRole('dialog', { name: 'WalletConnect' })
    await pairing.getByRole('button', { name: 'Copy link' }).click()
    await demo.page.getByText('Link copied').waitFor()
    const uri = await demo.page.evaluate(() => navigator.clipboard.readText())

    const wallet = await newPage()
    await wallet.page.goto(`http://localhost:${port('wallet')}/?account=8&uri=${encodeURIComponent(uri)}`)
    const proposal = wallet.page.getByRole('region', { name: 'Connection request' })
    await proposal.getByRole('button', { name: 'Approve' }).click()
    await demo.page.getByRole('dialog').waitFor({ state: 'hidden' })
    await demo.page.getByRole('button', { name: shortAddress }).waitFor()
    // nginx spreads the sockets: the demo's and the wallet's are on different relay instances.
    expect((await relayConnections()).every((n) => n >= 1)).toBe(true)

    await demo.page.getByRole('textbox', { name: 'Message' }).fill('Across instances')
    await demo.page.getByRole('button', { name: 'Sign', exact: true }).click()
    await wallet.page
      .getByRole('region', { name: 'Signature request' })
      .getByRole('button', { name: 'Approve' })
      .click()
    await demo.page
      .getByRole('status')
      .filter({ hasText: `Signature verified for ${walletAccount}` })
      .waitFor()

    // One relay instance dies (SIGKILL): the clients on it reconnect through nginx to the other, and
    // the chain switch the wallet publishes meanwhile still reaches the demo.
    // It is killed by the PID `npm run cluster` prints for it.
    const pid = processTable(stack?.children ?? []).match(/^ {2}relay-1 +PID (\d+)$/m)?.[1]
    expect(pid).toMatch(/^\d+$/)
    process.kill(Number(pid), 'SIGKILL')
    await wallet.page.getByLabel('Network').selectOption('31338')
    await demo.page.getByRole('button', { name: /Foyer Sidechain/ }).waitFor({ timeout: 30_000 })
    const before = await demo.page.getByTestId('signature').textContent()
    await demo.page.getByRole('textbox', { name: 'Message' }).fill('After the kill')
    await demo.page.getByRole('button', { name: 'Sign', exact: true }).click()
    await wallet.page
      .getByRole('region', { name: 'Signature request' })
      .getByRole('button', { name: 'Approve' })
      .click()
    // A new signature (of the new message) is verified.
    await demo.page.waitForFunction((previous) => {
      const shown = document.querySelector('[data-testid="signature"]')?.textContent
      return shown !== undefined && shown !== previous
    }, before)
    await demo.page
      .getByRole('status')
      .filter({ hasText: `Signature verified for ${walletAccount}` })
      .waitFor()

    await demo.page.getByRole('button', { name: shortAddress }).click()
    await demo.page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Disconnect' })
      .click()
    await wallet.page.getByText('Foyer Demo disconnected').waitFor()
    await demo.context.close()
    await wallet.context.close()
  })

  it('signs in by email with requests spread over both secure-site and cloud instances', async () => {
    const { page, context } = await newPage()
    const email = `cluster-${Date.now().toString(36)}@example.com`
    await page.goto(`http://localhost:${port('demo')}`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    const sent = Date.now() - 1000
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Confirm email' })
      .getByText(`Enter the 6-digit code we sent to ${email}`)
      .waitFor({ timeout: 30_000 })
    const code = await codeFor(`http://localhost:${port('mail')}`, email, sent)
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
    await page.keyboard.type(code)
    const account = await openAccountAfterLogin(page)
    await account.getByTestId('foyer-connected-wallet').getByText(email).waitFor()
    // A reload resyncs the session through whichever instance nginx picks.
    await page.reload()
    await page.getByRole('button', { name: /0x/ }).first().waitFor({ timeout: 30_000 })
    await context.close()
  })
})
