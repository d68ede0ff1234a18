import { describe, expect, it } from 'vitest'
import { measureBundle } from './_test/measureBundle.js'

/** gzip bytes the adapter may add to a page that constructs it (core, which the page has anyway, left out). */
const pageLoadBudget = 6 * 1024

describe('lazy boundaries', () => {
  it('keeps @solana/kit and the program clients out of the page load', async () => {
    const report = await measureBundle(['@foyer/core'])
    const heavy = /node_modules\/(@solana\/|@solana-program\/)/
    expect(report.pageLoadInputs.filter((input) => heavy.test(input))).toEqual([])
    expect(report.pageLoadInputs).toContain('node_modules/@wallet-standard/app/lib/esm/wallets.js')
    for (const lazy of [
      '@solana/rpc/',
      '@solana/transactions/',
      '@solana-program/system/',
      '@solana-program/token/',
    ])
      expect(report.lazyInputs.some((input) => input.includes(lazy))).toBe(true)
    expect(report.pageLoadGzip).toBeLessThan(pageLoadBudget)
  }, 30_000)
})
