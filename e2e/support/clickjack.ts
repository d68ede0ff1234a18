import type { FrameLocator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** What Approve says when it was clicked before the card had been visible for half a second. */
export const NOT_VISIBLE = 'Approve works once this card has been fully visible for half a second.'

/** Asks for a signature through the demo and returns the card, once the frame shows it. */
export async function askSignature(page: Page, message: string): Promise<FrameLocator> {
  await page.locator('#sign-message').fill(message)
  await page.getByRole('button', { name: 'Sign', exact: true }).click()
  await page.locator('#foyer-secure-frame').waitFor({ state: 'visible' })
  const frame = page.frameLocator('#foyer-secure-frame')
  await frame.getByRole('dialog').getByText(message).waitFor()
  return frame
}

/** Quick clicks at the centre of Approve, through whatever the page put there. */
export async function clickApproveSpot(page: Page, frame: FrameLocator, times: number) {
  const box = await frame.getByRole('button', { name: 'Approve' }).boundingBox()
  if (!box) throw new Error('Approve has no box')
  for (let i = 0; i < times; i++) {
    if (i) await page.waitForTimeout(150) // the lure's pace: eight clicks take over a second
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  }
}

/**
 * The hostile page's lure, on a demo page signed in with the embedded wallet: it turns the (still
 * hidden) frame transparent, asks for a signature and shows a bait button where the card's Approve is;
 * eight clicks there sign nothing. Then it shows the card: the same clicks sign once it has been visible
 * for 500 ms. Resolves with the milliseconds Approve took to accept clicks after the frame turned opaque.
 */
export async function expectBaitClicksSignNothing(page: Page): Promise<number> {
  const signed = page.getByText(/^Signature verified for 0x/)
  await page.evaluate(() => {
    ;(document.getElementById('foyer-secure-frame') as HTMLElement).style.opacity = '0.0001'
  })
  const frame = await askSignature(page, 'Transparent frame')
  await page.evaluate(() => {
    const bait = document.createElement('button')
    bait.id = 'bait'
    bait.textContent = 'Click fast to win!'
    bait.style.cssText = 'position:fixed;inset:0;z-index:2147483646;font-size:40px'
    document.body.append(bait)
  })
  await clickApproveSpot(page, frame, 8)
  // The clicks reached Approve (it says why it did nothing) and nothing was signed.
  await frame.getByRole('status').getByText(NOT_VISIBLE).waitFor()
  expect(await frame.getByRole('button', { name: 'Approve' }).getAttribute('aria-disabled')).toBe('true')
  expect(await signed.count()).toBe(0)

  // The page shows the card: the same clicks sign once it has been visible for 500 ms.
  await page.evaluate(() => {
    document.getElementById('bait')?.remove()
    ;(document.getElementById('foyer-secure-frame') as HTMLElement).style.opacity = '1'
  })
  const shown = Date.now()
  // At once: the card has not been seen for 500 ms yet, so this click does nothing either.
  await clickApproveSpot(page, frame, 1)
  await frame.getByRole('button', { name: 'Approve', disabled: false }).waitFor()
  const enabledAfter = Date.now() - shown
  expect(await signed.count()).toBe(0)
  expect(enabledAfter).toBeGreaterThanOrEqual(500)
  await clickApproveSpot(page, frame, 1)
  await signed.waitFor({ timeout: 30_000 })
  await page.locator('#foyer-secure-frame').waitFor({ state: 'hidden' })
  return enabledAfter
}
