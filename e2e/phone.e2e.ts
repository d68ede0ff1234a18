import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.js'
import { connectTestWallet, installTestWallet, plainAccount } from './support/wallet.js'

const { newPage } = useBrowser()
const shortAddress = `${plainAccount.slice(0, 4)}…${plainAccount.slice(-6)}`

describe('on a 390 px phone', () => {
  it('the connected page never scrolls sideways: the buttons fit and the header wraps', async () => {
    const { page } = await newPage({ init: installTestWallet })
    await page.setViewportSize({ width: 390, height: 844 })
    await connectTestWallet(page)
    const account = page.getByRole('button', { name: new RegExp(shortAddress) })
    await account.waitFor()
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }))
    expect(widths.page).toBeLessThanOrEqual(widths.viewport)
    const box = await account.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
  })
})
