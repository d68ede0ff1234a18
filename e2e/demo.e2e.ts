import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser.js'

const { newPage, urls } = useBrowser()

describe('demo page', () => {
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
