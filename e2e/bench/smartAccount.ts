import { testAccounts } from '@foyer/devnet'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { median } from '../support/chromium.js'
import { codeFor } from '../support/mail.js'
import type { BenchStack } from './harness.js'

const RUNS = 5

/**
 * A smart account's transaction, as the visitor feels it: from the click on Approve in the secure
 * frame to the batch's user-operation receipt on screen (the demo's "Send batch": two transfers in
 * one user operation through the local bundler). The first run also deploys the Safe.
 */
export async function smartAccountBench({ browser, origin, chainA, mail }: BenchStack) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const email = `bench-smart-${Date.now()}@example.com`
  await page.goto(origin)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  const sent = Date.now() - 1000
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
  await page.keyboard.type(await codeFor(mail, email, sent))
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByTestId('foyer-account-type').getByText('Smart account').waitFor({ timeout: 30_000 })
  const smart = (await account.locator('.foyer-account-name').getAttribute('title')) as `0x${string}`
  const funder = testAccounts[5]
  if (!funder) throw new Error('@foyer/devnet has fewer than 6 test accounts')
  const chain = createPublicClient({ transport: http(chainA) })
  const wallet = createWalletClient({
    account: privateKeyToAccount(funder.privateKey as `0x${string}`),
    transport: http(chainA),
  })
  await chain.waitForTransactionReceipt({
    hash: await wallet.sendTransaction({ to: smart, value: parseEther('1'), chain: null }),
  })
  await page.keyboard.press('Escape')

  const times: number[] = []
  const frame = page.frameLocator('#foyer-secure-frame')
  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('button', { name: 'Send batch' }).click()
    // Approve is disabled for its first second (the card's guard against a misplaced click): the
    // visitor's click counts from when it can be pressed.
    const approve = frame.getByRole('button', { name: 'Approve', disabled: false })
    await approve.waitFor()
    // The page notes when the outcome appears (a locator's polling would add up to 0.5 s); both
    // clocks are this machine's wall clock.
    const shown = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const outcome = document.querySelector('[data-testid="batch-outcome"]')?.textContent ?? ''
            if (!/as one transaction/.test(outcome)) return
            observer.disconnect()
            resolve(performance.timeOrigin + performance.now())
          })
          observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        }),
    )
    const started = Date.now()
    await approve.click()
    times.push((await shown) - started)
  }
  await context.close()
  const [first, ...rest] = times
  console.log(
    `smart account, click on Approve to the user-operation receipt on screen: first (deploys the Safe) ${first?.toFixed(0)} ms, then median ${median(rest).toFixed(0)} ms over ${rest.length} runs`,
  )
}
