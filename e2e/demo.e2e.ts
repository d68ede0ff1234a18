import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.js'

const { newPage, urls } = useBrowser()

/** WCAG's contrast ratio of two computed `rgb(...)` colours. */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

describe('demo page', () => {
  it('shows the language select readable in light and dark mode', async () => {
    const { page, consoleErrors } = await newPage()
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.goto(urls().demo)
      const select = page.getByRole('combobox', { name: 'Language' })
      const { color, background, pageBackground } = await select.evaluate((element) => ({
        color: getComputedStyle(element).color,
        background: getComputedStyle(element).backgroundColor,
        pageBackground: getComputedStyle(document.documentElement).backgroundColor,
      }))
      // The text reads on the select (WCAG AA), and the select's background is the page's scheme.
      expect(contrast(color, background), `${colorScheme}: ${color} on ${background}`).toBeGreaterThanOrEqual(
        4.5,
      )
      expect(
        contrast(background, pageBackground),
        `${colorScheme}: ${background} on ${pageBackground}`,
      ).toBeLessThan(3)
    }
    expect(consoleErrors).toEqual([])
  })

  it('shows both devnet chains with their live block numbers', async () => {
    const { page, consoleErrors } = await newPage()
    await page.goto(urls().demo)

    for (const [id, rpc] of [
      [31337, urls().chainA],
      [31338, urls().chainB],
    ] as const) {
      const shown = page.getByTestId(`block-${id}`)
      await shown.waitFor()
      const client = createPublicClient({ transport: http(rpc) })
      const onChain = await client.getBlockNumber()
      // The page polls every second; it shows the chain's real height, never one ahead of it.
      expect(BigInt((await shown.textContent()) ?? '-1')).toBeLessThanOrEqual(onChain)
      expect(BigInt((await shown.textContent()) ?? '-1')).toBeGreaterThan(0n)
    }
    await expect(page.locator('.chain-name').allTextContents()).resolves.toEqual([
      'Foyer Devnet',
      'Foyer Sidechain',
    ])
    expect(consoleErrors).toEqual([])
  })

  it('says so on the page when a chain cannot be reached', async () => {
    const { page } = await newPage()
    // The second chain's RPC refuses every request from this page, as if the node were down.
    await page.route(`${urls().chainB}/**`, (route) => route.abort('connectionrefused'))
    await page.route(urls().chainB, (route) => route.abort('connectionrefused'))
    await page.goto(urls().demo)
    await page.getByRole('alert').filter({ hasText: 'Foyer Sidechain is unreachable' }).waitFor()
    await page.getByTestId('block-31337').waitFor()
  })
})
