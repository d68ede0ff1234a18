import { describe, expect, it } from 'vitest'
import { measureBundle, measurePageWithRolldown } from './_test/measureBundle.js'

/**
 * gzip bytes the adapter may add to a page that constructs it (core, which the page has anyway, left out:
 * its shared adapter class and wallet-standard registry among it): 1.6 KiB as Rolldown bundles it, 2.0 as
 * esbuild does.
 */
const pageLoadBudget = 2.5 * 1024
const heavy = /node_modules\/(@solana\/|@solana-program\/)/

describe('lazy boundaries', () => {
  it('keeps @solana/kit and the program clients out of the page load', async () => {
    const report = await measureBundle(['@foyer/core'])
    expect(report.pageLoadInputs.filter((input) => heavy.test(input))).toEqual([])
    // Connecting, the method parameter checks and WalletConnect's Solana side load with import(), never
    // with the page.
    expect(
      report.pageLoadInputs.filter((input) =>
        /src\/(session|walletConnect|actions|signers)\/|schemas/.test(input),
      ),
    ).toEqual([])
    // The page's wallet-standard registry is core's (standardWallets), not @wallet-standard/app's.
    expect(report.pageLoadInputs.filter((input) => input.includes('@wallet-standard/app'))).toEqual([])
    for (const lazy of [
      '@solana/rpc/',
      '@solana/transactions/',
      '@solana-program/system/',
      '@solana-program/token/',
    ])
      expect(report.lazyInputs.some((input) => input.includes(lazy))).toBe(true)
    expect(report.pageLoadGzip).toBeLessThan(pageLoadBudget)
  }, 30_000)

  it('loads the class and discovery only, as Vite 8 (Rolldown) bundles an app', async () => {
    const { pageLoadGzip, pageLoadInputs } = await measurePageWithRolldown(['@foyer/core'])
    expect(pageLoadInputs.map((input) => input.replace(/.*\/(src|node_modules)\//, '$1/')).sort()).toEqual([
      'src/SolanaAdapter.ts',
      'src/internal/family.ts',
      'src/internal/storage.ts',
      'src/networks/networks.ts',
      'src/networks/walletChain.ts',
      'src/wallets/discovery.ts',
      'src/wallets/solanaWallet.ts',
      'src/wallets/toConnector.ts',
    ])
    expect(pageLoadGzip).toBeLessThan(pageLoadBudget)
  }, 60_000)

  it('reads the balance after a connect without the program clients or transaction code', async () => {
    const { lazyEntries } = await measureBundle(['@foyer/core'])
    // Paths are relative to the working directory: compare their ends.
    const lazy = (file: string) =>
      Object.entries(lazyEntries).find(([path]) => path.endsWith(file))?.[1] ?? []
    const balance = lazy('src/actions/balance.ts')
    expect(balance.some((input) => input.includes('@solana/rpc/'))).toBe(true)
    expect(
      balance.filter((input) => /@solana-program\/|@solana\/transaction-messages\//.test(input)),
    ).toEqual([])
    expect(
      Object.keys(lazyEntries)
        .map((path) => path.replace(/.*\/src\//, ''))
        .sort(),
    ).toEqual([
      'actions/balance.ts',
      'actions/send.ts',
      'actions/sign.ts',
      'actions/tokenBalance.ts',
      'lazy.ts',
      'session/session.ts',
      'walletConnect/connect.ts',
      'walletConnect/signer.ts',
    ])
    expect(lazy('src/actions/send.ts').some((input) => input.includes('@solana-program/token/'))).toBe(true)
    // Connecting (and the parameter checks) loads without kit, as does a WalletConnect session; the
    // session's signer brings kit's codecs with the first signature.
    expect(lazy('src/session/session.ts').filter((input) => heavy.test(input))).toEqual([])
    expect(lazy('src/walletConnect/connect.ts').filter((input) => heavy.test(input))).toEqual([])
    expect(
      lazy('src/walletConnect/signer.ts').some((input) => input.includes('@solana/codecs-strings/')),
    ).toBe(true)
  }, 30_000)
})
