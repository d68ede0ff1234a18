import { entryPoint07Address, testAccounts } from '@foyer/devnet'
import type { FrameLocator } from 'playwright-core'
import {
  createPublicClient,
  createWalletClient,
  formatEther,
  http,
  isAddressEqual,
  parseEther,
  parseEventLogs,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { openAccountAfterLogin, switchToEoa } from './support/accountView.js'
import { expectNoAxeViolations } from './support/axe.js'
import { type Page, useBrowser } from './support/browser.js'
import { askEmailCode, typeCode } from './support/emailLogin.js'
import { codeFor } from './support/mail.js'
import { fillSendForm } from './support/sendForm.js'

const { newPage, urls } = useBrowser()

const funder = testAccounts[7]
const receiver = testAccounts[8]
const [batchA, batchB] = [testAccounts[3], testAccounts[4]]
if (!funder || !receiver || !batchA || !batchB)
  throw new Error('@foyer/devnet has fewer than 9 test accounts')
const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

async function emailLogin(page: Page, email: string) {
  const { sent } = await askEmailCode(page, urls().demo, email)
  await typeCode(page, await codeFor(urls().mail, email, sent))
}

async function approve(page: Page, text?: string) {
  await page.locator('#foyer-secure-frame').waitFor({ state: 'visible' })
  const frame: FrameLocator = page.frameLocator('#foyer-secure-frame')
  if (text) await frame.getByText(text).first().waitFor()
  await frame.getByRole('button', { name: 'Approve' }).click()
}

async function signAndVerify(page: Page, message: string, address: string) {
  await page.locator('#sign-message').fill(message)
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
  await approve(page, message)
  await page.getByText(`Signature verified for ${address}`).waitFor({ timeout: 30_000 })
}

async function switchNetwork(page: Page, from: RegExp, to: RegExp) {
  await page.getByRole('button', { name: from }).click()
  await page.getByRole('dialog', { name: 'Choose Network' }).getByRole('button', { name: to }).click()
}

describe('smart accounts (ERC-4337) for the embedded wallet', () => {
  it('acts as a Safe on chain A: 6492 and 1271 signatures, a send that deploys it, a batch, the EOA on request', async () => {
    const { page, context, consoleErrors } = await newPage()
    const email = `sam-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
    await emailLogin(page, email)
    const chain = createPublicClient({ transport: http(urls().chainA) })

    // The Account view (the modal closed after the login) shows the smart account, not yet deployed.
    const account = await openAccountAfterLogin(page)
    await account.getByTestId('foyer-account-type').getByText('Smart account').waitFor()
    const smart = (await account.locator('.foyer-account-name').getAttribute('title')) as `0x${string}`
    expect(await chain.getCode({ address: smart })).toBeUndefined()
    await account.getByRole('button', { name: 'Switch to your EOA' }).waitFor()
    await expectNoAxeViolations(page, 'Account (smart account)')
    await page.keyboard.press('Escape')

    // Before deployment the Safe's signature is ERC-6492-wrapped; the demo verifies it through the chain.
    await signAndVerify(page, 'Signed before deployment', smart)

    // A network without smart accounts shows the EOA; back on chain A the smart account again.
    await switchNetwork(page, /Foyer Devnet/, /Foyer Sidechain/)
    const eoaButton = page.getByRole('button', { name: /SIDE 0x/ })
    await eoaButton.waitFor()
    const eoaLabel = (await eoaButton.textContent()) ?? ''
    expect(eoaLabel).not.toContain(shortAddress(smart))
    await switchNetwork(page, /Foyer Sidechain/, /Foyer Devnet/)
    await page.getByRole('button', { name: new RegExp(`ETH ${shortAddress(smart)}`) }).waitFor()

    // Funded from a test account, it sends 0.01 ETH: the first user operation deploys it, through the bundler.
    const funding = createWalletClient({
      account: privateKeyToAccount(funder.privateKey as `0x${string}`),
      transport: http(urls().chainA),
    })
    await chain.waitForTransactionReceipt({
      hash: await funding.sendTransaction({ to: smart, value: parseEther('1'), chain: null }),
    })
    await page.reload()
    await page.getByRole('button', { name: new RegExp(`1.000 ETH ${shortAddress(smart)}`) }).waitFor({
      timeout: 30_000,
    })
    await page.getByRole('button', { name: new RegExp(shortAddress(smart)) }).click()
    await account.getByRole('button', { name: 'Send' }).click()
    const review = await fillSendForm(page, { symbol: 'ETH', amount: '0.01', to: receiver.address })
    // The review's network fee is the bundler's estimate of the user operation, the Safe's deployment
    // included (a plain transfer's 21000 gas would show 0.000021 ETH).
    const feeText = review.locator('dt', { hasText: 'Network fee' }).locator('xpath=following-sibling::dd')
    await expect.poll(() => feeText.textContent()).toMatch(/^[\d.]+ ETH/)
    const shownFee = parseEther(((await feeText.textContent()) ?? '').split(' ')[0] ?? '0')
    const before = await chain.getBalance({ address: receiver.address })
    await review.getByRole('button', { name: 'Send' }).click()
    // The approval card names the same user operation's fee, read on chain by the secure site.
    const card = page.frameLocator('#foyer-secure-frame')
    const cardFee = card
      .locator('dt', { hasText: 'Network fee (at most)' })
      .locator('xpath=following-sibling::dd')
    await expect.poll(() => cardFee.textContent(), { timeout: 30_000 }).toMatch(/^[\d.]+ ETH$/)
    expect(parseEther(((await cardFee.textContent()) ?? '').split(' ')[0] ?? '0')).toBeGreaterThan(
      parseEther('0.0001'),
    )
    await approve(page, '0.01 ETH')
    await page.getByText('Transaction sent', { exact: true }).waitFor({ timeout: 60_000 })
    expect((await chain.getBalance({ address: receiver.address })) - before).toBe(parseEther('0.01'))
    expect(await chain.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/)
    // The transaction on chain is the bundler's, to the EntryPoint.
    const block = await chain.getBlock({ includeTransactions: true })
    const bundle = block.transactions.find((tx) => tx.to && isAddressEqual(tx.to, entryPoint07Address))
    expect(bundle).toBeDefined()
    // What the operation paid (the EntryPoint's event) is at most the fee shown, and near it.
    const [operation] = parseEventLogs({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      logs: (await chain.getTransactionReceipt({ hash: bundle?.hash ?? '0x' })).logs,
    })
    const paid = operation?.args.actualGasCost ?? 0n
    console.info(
      `Send review fee ${formatEther(shownFee)} ETH; the deploying user operation paid ${formatEther(paid)} ETH`,
    )
    expect(paid).toBeGreaterThan(0n)
    expect(shownFee).toBeGreaterThanOrEqual((paid * 99n) / 100n)
    expect(shownFee).toBeLessThan(paid * 3n)
    await page.keyboard.press('Escape')

    // Deployed, the Safe's signature verifies by ERC-1271.
    await signAndVerify(page, 'Signed after deployment', smart)

    // wallet_sendCalls: two transfers land as one user operation.
    const [a, b] = await Promise.all([
      chain.getBalance({ address: batchA.address }),
      chain.getBalance({ address: batchB.address }),
    ])
    await page.getByRole('button', { name: 'Send batch' }).click()
    await approve(page)
    await page
      .getByTestId('batch-outcome')
      .getByText(/Batch landed as one transaction \(atomic\)/)
      .waitFor({
        timeout: 60_000,
      })
    expect((await chain.getBalance({ address: batchA.address })) - a).toBe(parseEther('0.001'))
    expect((await chain.getBalance({ address: batchB.address })) - b).toBe(parseEther('0.001'))

    // Switching to the EOA shows the other address and its balance, and survives a reload.
    await page.getByRole('button', { name: new RegExp(shortAddress(smart)) }).click()
    const eoa = await switchToEoa(account)
    expect(eoa).not.toBe(smart)
    expect(eoaLabel).toContain(shortAddress(eoa))
    await account.getByTestId('foyer-balance').getByText('0.000 ETH').waitFor()
    await page.reload()
    await page
      .getByRole('button', { name: new RegExp(`ETH ${shortAddress(eoa)}`) })
      .waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: new RegExp(shortAddress(eoa)) }).click()
    await account.getByRole('button', { name: 'Switch to your smart account' }).waitFor()
    expect(consoleErrors).toEqual([])
    await context.close()
  })
})
