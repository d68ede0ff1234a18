import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Options of the Foyer Test Wallet; every one has a default suited to the devnet. */
export interface TestWalletOptions {
  /** The account it connects with (default: anvil's first test account). */
  account?: `0x${string}`
  /** Chains it knows, chain id -> RPC URL (default: { 31337: 'http://127.0.0.1:8545' }). */
  chains?: Record<number, string>
  /** Chain it starts on (default 31337). */
  chainId?: number
  name?: string
  rdns?: string
  /** A data:image/svg+xml URI. */
  icon?: string
  /** Announce through EIP-6963 (default true). */
  announce?: boolean
  /** Also set window.ethereum, as a legacy injected wallet (default false). */
  legacy?: boolean
  /** Remember connection, account and chain in localStorage across reloads (default true). */
  persist?: boolean
}

/** The control API the wallet puts on `window.__foyerTestWallet`. */
export interface TestWalletControl {
  provider: { request(args: { method: string; params?: unknown }): Promise<unknown> }
  info: { uuid: string; name: string; icon: string; rdns: string }
  /** Method names in request order. */
  requests: string[]
  rejectNext(code?: number): void
  setChain(chainId: number, rpcUrl?: string): void
  setAccount(address: string): void
  disconnect(): void
  readonly state: { account: string; chainId: number; connected: boolean; chains: Record<string, string> }
}

// Path arithmetic rather than new URL(): under happy-dom, URL is the DOM's, which node:fs rejects.
const walletSource = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'wallet.js'), 'utf8')

/**
 * The wallet's script text with `options` inlined, for Playwright's `page.addInitScript(script)`.
 *
 * @example
 * await page.addInitScript(testWalletScript({ chains: { 31337: devnet.rpcUrl } }))
 * await page.evaluate(() => window.__foyerTestWallet.rejectNext())
 */
export function testWalletScript(options: TestWalletOptions = {}): string {
  return `${walletSource}\ninstallFoyerTestWallet(${JSON.stringify(options)});\n`
}
