import { describe, expect, it } from 'vitest'
import { measureBundle } from './_test/measureBundle.js'

/** gzip bytes the adapter may add to a page that constructs it (core, which the page has anyway, left out). */
const pageLoadBudget = 9 * 1024
const heavy =
  /node_modules\/(@scure\/btc-signer|@noble\/|micro-packed|bip322-js|bitcoinjs-lib|sats-connect|@sats-connect)\//

describe('lazy boundaries', () => {
  it('keeps @scure/btc-signer, bip322-js and sats-connect out of the page load', async () => {
    const report = await measureBundle(['@foyer/core'])
    expect(report.pageLoadInputs.filter((input) => heavy.test(input))).toEqual([])
    // WalletConnect's Bitcoin side, the WBIP004 JSON-RPC and every action load with import().
    expect(
      report.pageLoadInputs.filter((input) =>
        /src\/(walletConnect|actions|signers)\/|src\/wbip\/(connect|signer|rpc)\.ts/.test(input),
      ),
    ).toEqual([])
    expect(
      report.pageLoadInputs.some((i) => i.endsWith('node_modules/@wallet-standard/app/lib/esm/wallets.js')),
    ).toBe(true)
    expect(report.pageLoadGzip).toBeLessThan(pageLoadBudget)
    // sats-connect is a type-only dependency: its request() would add ~78 KiB gzip for a provider lookup.
    expect([...report.pageLoadInputs, ...report.lazyInputs].filter((i) => /sats-connect/.test(i))).toEqual([])
  }, 60_000)

  it('loads the balance and the WBIP004 and WalletConnect connects without a Bitcoin library', async () => {
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
      'signers/standard.ts',
      'walletConnect/connect.ts',
      'walletConnect/signer.ts',
      'wbip/connect.ts',
      'wbip/signer.ts',
    ])
    for (const light of [
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

  it('loads bip322-js only for verifyBitcoinMessage', async () => {
    const { pageLoadInputs, lazyEntries } = await measureBundle(
      ['@foyer/core'],
      "import { verifyBitcoinMessage } from '@foyer/bitcoin'\nexport const verify = verifyBitcoinMessage\n",
    )
    expect(pageLoadInputs.filter((input) => heavy.test(input))).toEqual([])
    const bip322 = Object.entries(lazyEntries).find(([path]) => path.includes('bip322-js'))?.[1] ?? []
    expect(bip322.some((input) => input.includes('bitcoinjs-lib'))).toBe(true)
  }, 60_000)
})
