// Browser check of apps/wallet (WalletKit in Chromium) against the e2e stack's relay and devnet.
// The stack serves the wallet's production build; the dApp side is a WalletConnect sign-client in a
// child process (apps/wallet/src/testing/dapp-peer.ts).
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { testAccounts } from '@foyer/devnet'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  recoverMessageAddress,
  stringToHex,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Page, useBrowser } from './support/browser.js'

const walletDir = join(dirname(fileURLToPath(import.meta.url)), '../apps/wallet')
const { newPage, urls } = useBrowser()
const methods = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const dappName = 'Foyer e2e dApp'

type PeerMessage =
  | { event: 'ready' }
  | { event: 'uri'; id: number; uri: string }
  | {
      event: 'session_event'
      topic: string
      params: { event: { name: string; data: unknown }; chainId: string }
    }
  | { event: 'session_delete'; topic: string }
  | { event: 'answer'; id: number; ok: true; result: unknown }
  | { event: 'answer'; id: number; ok: false; error: { code: number; message: string } }

/** The dApp: a sign-client in a child process, answering over JSON lines. */
class DappPeer {
  readonly #child: ChildProcessWithoutNullStreams
  readonly #waiters = new Set<(message: PeerMessage) => boolean>()
  #nextId = 1

  constructor(relayUrl: string) {
    this.#child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/testing/dapp-peer.ts', relayUrl, dappName],
      {
        cwd: walletDir,
      },
    )
    createInterface({ input: this.#child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as PeerMessage
      for (const waiter of this.#waiters) if (waiter(message)) this.#waiters.delete(waiter)
    })
  }

  /** Resolves with the first message `pick` maps to a value. */
  next<T>(pick: (message: PeerMessage) => T | undefined): Promise<T> {
    return new Promise((resolve) => {
      this.#waiters.add((message) => {
        const value = pick(message)
        if (value === undefined) return false
        resolve(value)
        return true
      })
    })
  }

  #answer(id: number): Promise<unknown> {
    return this.next((message) =>
      message.event === 'answer' && message.id === id ? message : undefined,
    ).then((message) => {
      if (!message.ok) throw message.error
      return message.result
    })
  }

  async connect(chains = ['eip155:31337', 'eip155:31338']) {
    const id = this.#nextId++
    const uri = this.next((m) => (m.event === 'uri' && m.id === id ? m.uri : undefined))
    const approval = this.#answer(id) as Promise<{ topic: string; accounts: string[] }>
    this.#child.stdin.write(`${JSON.stringify({ id, op: 'connect', chains })}\n`)
    return { uri: await uri, approval }
  }

  request<T>(topic: string, method: string, params: unknown, chainId = 'eip155:31337'): Promise<T> {
    const id = this.#nextId++
    const answer = this.#answer(id) as Promise<T>
    this.#child.stdin.write(`${JSON.stringify({ id, op: 'request', topic, chainId, method, params })}\n`)
    return answer
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.#child.once('exit', resolve))
    this.#child.stdin.end()
    await exited
  }
}

let walletUrl: string
let dapp: DappPeer

beforeAll(async () => {
  walletUrl = urls().wallet
  dapp = new DappPeer(urls().relay.replace('localhost', '127.0.0.1'))
  await dapp.next((message) => (message.event === 'ready' ? true : undefined))
}, 180_000)

afterAll(async () => {
  await dapp?.close()
})

const propose = (chains?: string[]) => dapp.connect(chains)

/** axe-core on the whole wallet page: no violations (WCAG 2.x A and AA rules and best practices). */
async function expectAccessible(page: Page, view: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
  )
  expect(violations, `axe violations on the ${view} view`).toEqual([])
}

/** Opens the wallet with `?uri=`, approves the proposal on the page, returns the dApp's session. */
async function connectedPage(query = '') {
  const { uri, approval } = await propose()
  const opened = await newPage()
  await opened.page.goto(`${walletUrl}/?uri=${encodeURIComponent(uri)}${query}`)
  const proposal = opened.page.getByRole('region', { name: 'Connection request' })
  await proposal.getByRole('button', { name: 'Approve' }).click()
  return { ...opened, session: await approval }
}

/** Fails with the elements that stick out when the page scrolls sideways (it must fit its viewport). */
async function expectNoSidewaysScroll(page: Page, view: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${element.getBoundingClientRect().right} px)`,
      )
    return { scrollWidth: document.documentElement.scrollWidth, width, wide }
  })
  expect(overflow, `the ${view} view at ${overflow.width} px`).toEqual({
    scrollWidth: overflow.width,
    width: overflow.width,
    wide: [],
  })
}

describe('wallet app (WalletKit in the browser)', () => {
  it('fits a 390 px wide phone: the account, a proposal and requests need no sideways scrolling', async () => {
    const { uri, approval } = await propose()
    const { page, consoleErrors } = await newPage()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${walletUrl}/?uri=${encodeURIComponent(uri)}`)
    await page.getByTestId('balance').filter({ hasText: / ETH$/ }).waitFor()
    const proposal = page.getByRole('region', { name: 'Connection request' })
    await proposal.getByText(dappName).waitFor()
    await expectNoSidewaysScroll(page, 'proposal')
    await proposal.getByRole('button', { name: 'Approve' }).click()
    const session = await approval
    await page.getByRole('button', { name: `Disconnect ${dappName}` }).waitFor()
    await expectNoSidewaysScroll(page, 'connected')

    const address = testAccounts[4].address
    const requests = [
      [
        'Transaction request',
        'eth_sendTransaction',
        [{ from: address, to: testAccounts[9].address, value: '0x1' }],
      ],
      ['Signature request', 'personal_sign', [stringToHex(`Nonce ${'f'.repeat(96)}`), address]],
    ] as const
    for (const [region, method, params] of requests) {
      const declined = dapp.request(session.topic, method, params).catch((error: unknown) => error)
      const card = page.getByRole('region', { name: region })
      await card.getByRole('button', { name: 'Reject' }).waitFor()
      await expectNoSidewaysScroll(page, region)
      await card.getByRole('button', { name: 'Reject' }).click()
      expect(await declined).toMatchObject({ code: 4001 })
    }
    expect(consoleErrors).toEqual([])
  })

  it('shows test account 4 with its balance, the proposal from ?uri=, and approves it', async () => {
    const { uri, approval } = await propose()
    const { page, consoleErrors } = await newPage()
    await page.goto(`${walletUrl}/?uri=${encodeURIComponent(uri)}`)

    await expect(page.getByTestId('address').textContent()).resolves.toBe(testAccounts[4].address)
    await page.getByTestId('balance').filter({ hasText: / ETH$/ }).waitFor()
    const proposal = page.getByRole('region', { name: 'Connection request' })
    await proposal.getByText(dappName).waitFor()
    await expect(
      proposal.getByRole('list', { name: 'Chains' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual(['eip155:31337', 'eip155:31338'])
    await expect(
      proposal.getByRole('list', { name: 'Methods' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual(methods)

    await expectAccessible(page, 'proposal')
    await page.screenshot({
      path: join(dirname(fileURLToPath(import.meta.url)), 'screenshots/wallet-proposal.png'),
    })

    const started = Date.now()
    await proposal.getByRole('button', { name: 'Approve' }).click()
    const session = await approval
    // Verify is stubbed: no ~5 s wait for the unreachable verify server.
    expect(Date.now() - started).toBeLessThan(4_000)
    expect(session.accounts).toEqual([
      `eip155:31337:${testAccounts[4].address}`,
      `eip155:31338:${testAccounts[4].address}`,
    ])
    await page.getByRole('button', { name: `Disconnect ${dappName}` }).waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('asks before personal_sign: Approve answers with a signature, Reject with 4001', async () => {
    const { page, session, consoleErrors } = await connectedPage()
    const address = testAccounts[4].address
    const ask = (text: string) =>
      dapp.request<Hex>(session.topic, 'personal_sign', [stringToHex(text), address])

    const signed = ask('Sign in to Foyer')
    const card = page.getByRole('region', { name: 'Signature request' })
    await expect(card.getByTestId('message').textContent()).resolves.toBe('Sign in to Foyer')
    await expectAccessible(page, 'signature request')
    await card.getByRole('button', { name: 'Approve' }).click()
    expect(await recoverMessageAddress({ message: 'Sign in to Foyer', signature: await signed })).toBe(
      address,
    )

    const declined = ask('No thanks').catch((error: unknown) => error)
    await card.getByRole('button', { name: 'Reject' }).click()
    expect(await declined).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(consoleErrors).toEqual([])
  })

  it('sends eth_sendTransaction on the devnet after approval and returns the hash', async () => {
    const { page, session } = await connectedPage('&account=5')
    const from = testAccounts[5].address
    const to = testAccounts[9].address
    const sent = dapp.request<Hex>(session.topic, 'eth_sendTransaction', [
      { from, to, value: toHex(parseEther('0.01')) },
    ])
    const card = page.getByRole('region', { name: 'Transaction request' })
    await card.getByText('0.01 ETH').waitFor()
    await card.getByRole('button', { name: 'Approve' }).click()
    const client = createPublicClient({ transport: http(urls().chainA) })
    const receipt = await client.waitForTransactionReceipt({ hash: await sent })
    expect(receipt).toMatchObject({ status: 'success', from: from.toLowerCase(), to: to.toLowerCase() })
  })

  it('switches to 31338 on wallet_switchEthereumChain and tells the dApp', async () => {
    const { page, session } = await connectedPage()
    const changed = dapp.next((m) =>
      m.event === 'session_event' && m.topic === session.topic ? m.params.event : undefined,
    )
    await dapp.request(session.topic, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(await changed).toEqual({ name: 'chainChanged', data: 31338 })
    await expect(page.getByLabel('Network').inputValue()).resolves.toBe('31338')
    await page
      .getByTestId('balance')
      .filter({ hasText: / SIDE$/ })
      .waitFor()
  })

  it('pairs a pasted URI and disconnects from the wallet side', async () => {
    const { uri, approval } = await propose()
    const { page, consoleErrors } = await newPage()
    await page.goto(`${walletUrl}/?account=2`)
    await expect(page.getByTestId('address').textContent()).resolves.toBe(testAccounts[2].address)
    await page.getByLabel('WalletConnect URI').fill(uri)
    await page.getByRole('button', { name: 'Pair' }).click()
    await page
      .getByRole('region', { name: 'Connection request' })
      .getByRole('button', { name: 'Approve' })
      .click()
    const session = await approval

    const deleted = dapp.next((m) => (m.event === 'session_delete' ? m.topic : undefined))
    await page.getByRole('button', { name: `Disconnect ${dappName}` }).click()
    expect(await deleted).toBe(session.topic)
    await page.getByText('No connected dApps.').waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('says so when the pasted text is not a pairing URI', async () => {
    const { page } = await newPage()
    await page.goto(walletUrl)
    await page.getByLabel('WalletConnect URI').fill('https://example.com')
    await page.getByRole('button', { name: 'Pair' }).click()
    await page.getByRole('alert').filter({ hasText: 'Invalid WalletConnect URI' }).waitFor()
  })
})
