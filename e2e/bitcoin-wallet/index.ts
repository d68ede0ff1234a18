import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bitcoinTestAccounts } from '@foyer/devnet'
import { buildSync } from 'esbuild'
import type { BitcoinTestWalletControl, BitcoinTestWalletOptions } from './types.js'

export type * from './types.js'

// Path arithmetic rather than new URL(): under happy-dom, URL is the DOM's, which node:fs rejects.
const here = dirname(fileURLToPath(import.meta.url))
/** The global the bundle assigns, local to the script's own function scope. */
const bundleGlobal = '__foyerBitcoinTestWalletBundle'
let bundle: string | undefined

/**
 * wallet.ts and @scure/btc-signer as one script (esbuild, once per process): the page has no module loader
 * and the init script must be self-contained.
 */
function walletBundle(): string {
  if (bundle !== undefined) return bundle
  const result = buildSync({
    entryPoints: [join(here, 'wallet.ts')],
    bundle: true,
    format: 'iife',
    globalName: bundleGlobal,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild produced no Bitcoin test wallet bundle')
  bundle = output.text
  return bundle
}

/** The wallet's default keys: Bitcoin test account 0 of the devnet (funded on the regtest ledger). */
function defaultKeys() {
  const account = bitcoinTestAccounts[0]
  if (!account) throw new Error('@foyer/devnet has no Bitcoin test account 0')
  return {
    payment: { privateKey: account.payment.privateKey, path: account.payment.path },
    taproot: { privateKey: account.taproot.privateKey, path: account.taproot.path },
  }
}

/**
 * The wallet's script text with `options` inlined, for Playwright's `page.addInitScript(script)` (or
 * `context.addInitScript`); in Node (with a window-like global) `new Function(script)()` installs it the
 * same way. Default keys: Bitcoin test account 0's payment (P2WPKH) and taproot keys, regtest addresses.
 *
 * @example
 * await page.addInitScript(bitcoinTestWalletScript({ esploraUrl: ledger.url }))
 * await page.evaluate(() => window.__foyerBitcoinTestWallet.rejectNext())
 */
export function bitcoinTestWalletScript(options: BitcoinTestWalletOptions = {}): string {
  const inlined = { ...defaultKeys(), ...options }
  // One function scope: the bundle's global stays off the page's window.
  return `(() => {\n${walletBundle()}\n${bundleGlobal}.install(${JSON.stringify(inlined)});\n})();\n`
}

/**
 * Installs the wallet in the current global (a test's window) and returns its control API.
 *
 * @example
 * const wallet = installBitcoinTestWallet({ name: 'Wallet A', persist: false })
 * await wallet.wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
 */
export function installBitcoinTestWallet(options: BitcoinTestWalletOptions = {}): BitcoinTestWalletControl {
  new Function(bitcoinTestWalletScript(options))()
  const scope = ((globalThis as { window?: unknown }).window ?? globalThis) as {
    __foyerBitcoinTestWallet?: BitcoinTestWalletControl
  }
  const control = scope.__foyerBitcoinTestWallet
  if (!control) throw new Error('The Bitcoin test wallet did not install (no window?)')
  return control
}
