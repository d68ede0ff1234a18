import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A wallet-standard feature the test wallet can offer. */
type SolanaTestWalletFeature =
  | 'standard:connect'
  | 'standard:disconnect'
  | 'standard:events'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction'

/** Options of the Foyer Solana Test Wallet; every one has a default. Must be JSON (they are inlined). */
export interface SolanaTestWalletOptions {
  /**
   * The wallet's ed25519 key: a 32-byte seed or Solana's 64-byte keypair (seed then public key), as an
   * array of numbers or a base58 string. Default: the seed 1, 2, …, 32.
   */
  secretKey?: readonly number[] | string
  /** Where signAndSendTransaction sends (default `http://127.0.0.1:8899`). */
  rpcUrl?: string
  /** Per wallet-standard chain (`solana:localnet`), an RPC URL that wins over `rpcUrl`. */
  rpcUrls?: Record<string, string>
  /** The chains it claims (default mainnet, devnet, testnet and localnet, as `solana:<cluster>`). */
  chains?: readonly string[]
  /** Default 'Foyer Solana Test Wallet'. */
  name?: string
  /** A `data:image/…;base64,` URI. */
  icon?: string
  /** The features it offers (default all six); leave some out to play a limited wallet. */
  features?: readonly SolanaTestWalletFeature[]
  /** Remember the authorisation and the key in localStorage across reloads (default true). */
  persist?: boolean
  /** How long signAndSendTransaction waits for a requested commitment (default 30 000 ms). */
  confirmTimeoutMs?: number
}

/** A request the wallet saw: the feature, and its input with bytes as base64. */
interface SolanaTestWalletRequest {
  method: string
  params: Record<string, unknown>
}

/** The control API the wallet puts on `window.__foyerSolanaTestWallet`. */
export interface SolanaTestWalletControl {
  /** The wallet-standard Wallet object it registered. */
  wallet: {
    name: string
    icon: string
    chains: readonly string[]
    accounts: readonly { address: string; publicKey: Uint8Array }[]
    features: Record<string, unknown>
  }
  requests: SolanaTestWalletRequest[]
  /** Resolves once its key is imported (WebCrypto is asynchronous). */
  readonly ready: Promise<void>
  /** Rejects the next request that needs approval; `code` null throws an error with the message only. */
  rejectNext(code?: number | null, message?: string): void
  /** The wallet ends the connection (a `change` event with no accounts). */
  disconnect(): void
  /** Switches to another key; resolves its address. */
  setSecretKey(secretKey: readonly number[] | string): Promise<string>
  /** Unregisters the wallet from the page's wallet-standard registry. */
  unregister(): void
  readonly state: { address: string | undefined; connected: boolean; chains: string[] }
}

// Path arithmetic rather than new URL(): under happy-dom, URL is the DOM's, which node:fs rejects.
const read = (file: string) => readFileSync(join(dirname(fileURLToPath(import.meta.url)), file), 'utf8')
const walletSource = `${read('codecs.js')}\n${read('wallet.js')}`

/**
 * The wallet's script text with `options` inlined, for Playwright's `page.addInitScript(script)`; in
 * Node (with a window-like global) `new Function(script)()` installs it the same way.
 *
 * @example
 * await page.addInitScript(solanaTestWalletScript({ secretKey: account.secretKey, rpcUrl: ledger.rpcUrl }))
 * await page.evaluate(() => window.__foyerSolanaTestWallet.rejectNext())
 */
export function solanaTestWalletScript(options: SolanaTestWalletOptions = {}): string {
  // One scope: the helpers stay off the page's window, installFoyerSolanaTestWallet too.
  return `(() => {\n${walletSource}\ninstallFoyerSolanaTestWallet(${JSON.stringify(options)});\n})();\n`
}

/**
 * Installs the wallet in the current global (a test's window) and returns its control API.
 *
 * @example
 * const wallet = installSolanaTestWallet({ name: 'Wallet A' })
 * await wallet.ready
 */
export function installSolanaTestWallet(options: SolanaTestWalletOptions = {}): SolanaTestWalletControl {
  new Function(solanaTestWalletScript(options))()
  const scope = typeof window !== 'undefined' ? window : globalThis
  return (scope as unknown as { __foyerSolanaTestWallet: SolanaTestWalletControl }).__foyerSolanaTestWallet
}
