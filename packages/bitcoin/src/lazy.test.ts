import { describe, expect, it } from 'vitest'
import { browserBundleErrors, measureBundle, measurePageWithRolldown } from './_test/measureBundle.js'

/**
 * gzip bytes the adapter may add to a page that constructs it (core, which the page has anyway, left out:
 * its shared adapter class and wallet-standard registry among it), bundled by Rolldown (Vite 8): 2.2 KiB.
 * esbuild also loads the error modules index.ts re-exports (~0.8 KiB).
 */
const pageLoadBudget = { rolldown: 2.5 * 1024, esbuild: 3.5 * 1024 }
/** gzip bytes verifyBitcoinMessage's first call loads (its chunk and @scure/base's). */
const verifierBudget = 24 * 1024
const heavy =
  /node_modules\/(@scure\/btc-signer|@noble\/|micro-packed|bip322-js|bitcoinjs-lib|sats-connect|@sats-connect)\//

describe('lazy boundaries', () => {
  it('keeps @scure/btc-signer, @noble/curves and sats-connect out of the page load', async () => {
    const report = await measureBundle(['@foyer/core'])
    expect(report.pageLoadInputs.filter((input) => heavy.test(input))).toEqual([])
    // Connecting (the session chunk), the method parameter checks, WalletConnect's Bitcoin side, the WBIP004
    // JSON-RPC and every action load with import().
    const lazyOnly =
      /src\/(session|walletConnect|actions|signers|verify)\/|src\/wbip\/(connect|signer|rpc)\.ts|src\/wallets\/(open|connection|accounts|waitFor)\.ts|src\/internal\/(schemas|connection)\.ts/
    expect(report.pageLoadInputs.filter((input) => lazyOnly.test(input))).toEqual([])
    // The page's wallet-standard registry is core's (standardWallets), not @wallet-standard/app's.
    expect(report.pageLoadInputs.filter((input) => input.includes('@wallet-standard/app'))).toEqual([])
    expect(report.pageLoadGzip).toBeLessThan(pageLoadBudget.esbuild)
    // sats-connect is a type-only dependency: its request() would add ~78 KiB gzip for a provider lookup.
    expect([...report.pageLoadInputs, ...report.lazyInputs].filter((i) => /sats-connect/.test(i))).toEqual([])
  }, 60_000)

  it('loads the class and discovery only, as Vite 8 (Rolldown) bundles an app', async () => {
    const { pageLoadGzip, pageLoadInputs } = await measurePageWithRolldown(['@foyer/core'])
    expect(pageLoadInputs.map((input) => input.replace(/.*\/(src|node_modules)\//, '$1/')).sort()).toEqual([
      'src/BitcoinAdapter.ts',
      'src/internal/adapterCore.ts',
      'src/internal/storage.ts',
      'src/networks/networkKind.ts',
      'src/networks/networks.ts',
      'src/networks/walletChain.ts',
      'src/wallets/bitcoinWallet.ts',
      'src/wallets/discovery.ts',
      'src/wallets/toConnector.ts',
      'src/wbip/providers.ts',
    ])
    expect(pageLoadGzip).toBeLessThan(pageLoadBudget.rolldown)
  }, 60_000)

  it('connects, and loads the balance and the WBIP004 and WalletConnect connects, without a Bitcoin library', async () => {
    const { lazyEntries } = await measureBundle(['@foyer/core'])
    // Paths are relative to the working directory: compare their ends.
    const lazy = (file: string) =>
      Object.entries(lazyEntries).find(([path]) => path.endsWith(file))?.[1] ?? []
    expect(
      Object.keys(lazyEntries)
        .filter((path) => path.includes('/src/'))
        .map((path) => path.replace(/.*\/src\//, ''))
        .sort(),
    ).toEqual([
      'actions/address.ts',
      'actions/balance.ts',
      'actions/message.ts',
      'actions/send.ts',
      'actions/signPsbt.ts',
      'lazy.ts',
      'session/session.ts',
      'signers/standard.ts',
      'verify/bip322.ts',
      'walletConnect/connect.ts',
      'walletConnect/signer.ts',
      'wbip/connect.ts',
      'wbip/signer.ts',
    ])
    for (const light of [
      'lazy.ts',
      'session/session.ts',
      'actions/balance.ts',
      'actions/message.ts',
      'wbip/connect.ts',
      'wbip/signer.ts',
      'walletConnect/connect.ts',
      'walletConnect/signer.ts',
      'signers/standard.ts',
    ])
      expect(
        lazy(light).filter((input) => heavy.test(input)),
        light,
      ).toEqual([])
    for (const btcSigner of ['actions/address.ts', 'actions/send.ts', 'actions/signPsbt.ts'])
      expect(
        lazy(btcSigner).some((input) => input.includes('@scure/btc-signer/')),
        btcSigner,
      ).toBe(true)
  }, 60_000)

  it('verifies messages with a lazy chunk of @noble/curves, no bip322-js, that bundles for a browser', async () => {
    const entry =
      "import { verifyBitcoinMessage } from '@foyer/bitcoin'\nexport const verify = verifyBitcoinMessage\n"
    const { pageLoadInputs, lazyInputs, lazyEntries, lazyEntryGzip } = await measureBundle(
      ['@foyer/core'],
      entry,
    )
    expect(pageLoadInputs.filter((input) => heavy.test(input))).toEqual([])
    const verifier =
      Object.entries(lazyEntries).find(([path]) => path.endsWith('src/verify/bip322.ts'))?.[1] ?? []
    expect(verifier.some((input) => input.includes('@noble/curves/'))).toBe(true)
    // P2WPKH, P2SH-P2WPKH, taproot and BIP-137 are all verified natively: nothing reaches bip322-js.
    expect(
      [...pageLoadInputs, ...lazyInputs].filter((i) => /bip322-js|bitcoinjs|cipher-base/.test(i)),
    ).toEqual([])
    expect(verifier.filter((input) => /@scure\/btc-signer|micro-packed/.test(input))).toEqual([])
    const gzip = Object.entries(lazyEntryGzip).find(([path]) => path.endsWith('src/verify/bip322.ts'))?.[1]
    expect(gzip).toBeLessThan(verifierBudget)
    // Vite externalizes Node's built-ins for a browser build; esbuild fails on them: none may be imported.
    expect(await browserBundleErrors(entry)).toEqual([])
  }, 60_000)
})
