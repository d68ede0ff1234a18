import { addresses, devnetChainA, testAccounts } from '@foyer/devnet'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { openAccountAfterLogin, switchToEoa } from './support/accountView.js'
import { type Page, useBrowser } from './support/browser.js'
import {
  askSignature,
  clickApproveSpot,
  expectBaitClicksSignNothing,
  NOT_VISIBLE,
} from './support/clickjack.js'
import { askEmailCode, newEmail, typeCode } from './support/emailLogin.js'
import { codeFor as codeAt } from './support/mail.js'
import { fillSendForm } from './support/sendForm.js'

// A hostile page cannot click the secure site's approval card for the visitor: it can make the frame
// invisible (opacity 0.0001) or cover it, and lure clicks onto the spot where Approve is. Chromium's
// IntersectionObserver v2 tells the frame; Approve then does nothing until the card has been visible
// for 500 ms.

const { newPage, urls } = useBrowser()

async function signIn(page: Page, { keepAccountOpen = false } = {}) {
  const email = newEmail('clickjack')
  const { sent } = await askEmailCode(page, urls().demo, email)
  await typeCode(page, await codeAt(urls().mail, email, sent))
  // Signed in, the modal closes (as after every connect): the connect button opens the Account view.
  const account = await openAccountAfterLogin(page)
  await account.getByTestId('foyer-connected-wallet').getByText(email).waitFor({ timeout: 30_000 })
  if (!keepAccountOpen) await page.keyboard.press('Escape')
  return account
}

describe('clickjacking the approval card', () => {
  it('signs nothing for clicks on an invisible or covered card; the same clicks on the visible card sign', async () => {
    const { page, consoleErrors } = await newPage()
    await signIn(page)
    // The transparent frame under a bait button (support/clickjack.ts, also shown in attack.e2e.ts).
    const enabledAfter = await expectBaitClicksSignNothing(page)
    console.log(`Approve took clicks ${enabledAfter} ms after the page made the frame opaque`)

    // Covered by the page's own element that lets clicks through: nothing signed either.
    await page.evaluate(() => {
      const cover = document.createElement('div')
      cover.id = 'cover'
      cover.textContent = 'Click fast to win!'
      cover.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:#fff;font-size:40px'
      document.body.append(cover)
    })
    const frame = await askSignature(page, 'Covered frame')
    await clickApproveSpot(page, frame, 8)
    await frame.getByRole('status').getByText(NOT_VISIBLE).waitFor()
    expect(await frame.getByRole('button', { name: 'Approve' }).getAttribute('aria-disabled')).toBe('true')
    await frame.getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('alert').getByText('User rejected the request.').waitFor()
    expect(consoleErrors.filter((text) => !/rejected/i.test(text))).toEqual([])
  })
})

describe('the approval card on a phone, in dark mode', () => {
  it('sits as a bottom sheet flush with the bottom edge, follows the dark colour scheme and focuses Reject', async () => {
    const { page } = await newPage()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page)
    const frame = await askSignature(page, 'On a phone')
    const card = frame.getByRole('dialog')
    const box = await card.boundingBox()
    expect(box && { left: box.x, width: box.width, bottom: box.y + box.height }).toEqual({
      left: 0,
      width: 390,
      bottom: 844,
    })
    expect(await card.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(28, 28, 31)')
    // Reject has the card's focus, as in wallets, also once Approve takes clicks.
    await frame.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
    expect(
      await frame.getByRole('button', { name: 'Reject' }).evaluate((node) => node === document.activeElement),
    ).toBe(true)
    await frame.getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('alert').getByText('User rejected the request.').waitFor()
  })
})

describe("the approval card's decoding", () => {
  it('shows a USDC send as a token transfer: symbol and decimals read on chain, amount, receiver', async () => {
    const funder = testAccounts[6]
    const receiver = testAccounts[9]?.address as `0x${string}`
    if (!funder) throw new Error('@foyer/devnet has fewer than 7 test accounts')
    const usdc = addresses[devnetChainA.id as keyof typeof addresses].usdc as `0x${string}`
    const { page } = await newPage()
    const account = await signIn(page, { keepAccountOpen: true })
    const address = await switchToEoa(account)

    // Gas money and 10 USDC from a test account; the reload shows the new balances.
    const chain = createPublicClient({ transport: http(urls().chainA) })
    const wallet = createWalletClient({
      account: privateKeyToAccount(funder.privateKey as `0x${string}`),
      transport: http(urls().chainA),
    })
    await chain.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: address, value: parseEther('0.1'), chain: null }),
    })
    await chain.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, 10_000_000n],
        chain: null,
      }),
    })
    await page.reload()
    await page
      .getByRole('button', { name: new RegExp(`${address.slice(0, 4)}…${address.slice(-6)}`) })
      .click()
    await account.getByTestId('foyer-account-type').getByText('EOA').waitFor()
    await account.getByRole('button', { name: 'Send' }).click()
    const review = await fillSendForm(page, { symbol: 'USDC', amount: '1.5', to: receiver })
    const before = await chain.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [receiver],
    })
    await review.getByRole('button', { name: 'Send' }).click()

    await page.locator('#foyer-secure-frame').waitFor({ state: 'visible' })
    const card = page.frameLocator('#foyer-secure-frame').getByRole('dialog')
    await card.getByText('Token transfer').waitFor()
    const values = (await card.locator('dd').allTextContents()).map((value) => value.toLowerCase())
    const expected = [usdc, 'Token transfer', `USDC · ${usdc}`, '1.5 USDC', receiver]
    expect(values.slice(0, 5)).toEqual(expected.map((value) => value.toLowerCase()))
    // The fee the chain estimates, and no "0 ETH" amount line: the call moves no ether.
    expect(values.slice(5)).toEqual([expect.stringMatching(/^0\.0\d* eth$/)])
    expect(values).not.toContain('0 eth')
    await card.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Transaction sent', { exact: true }).waitFor({ timeout: 30_000 })
    const after = await chain.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [receiver],
    })
    expect(after - before).toBe(1_500_000n)
  })
})
