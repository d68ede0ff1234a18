import {
  type AdapterCoreOptions,
  type CaipNetwork,
  checkAdapterOptions,
  FamilyAdapter,
  type SendTokensParameters,
} from '@foyer/core'
import type { Transaction } from '@solana/kit'
import type { SolanaSignAndSendTransactionOptions } from '@solana/wallet-standard-features'
import type { TransactionInput } from './actions/sign.js'
import type { TokenBalance } from './actions/tokenBalance.js'
import type { Connection } from './internal/connection.js'
import { defaultReconnectTimeoutMs, solanaFamily } from './internal/family.js'
import { solanaOptionsCheck } from './internal/optionsCheck.js'
import type { SolanaWallet } from './wallets/solanaWallet.js'
import type { SolanaConnector } from './wallets/toConnector.js'

// The page holds the class and discovery only; its methods forward to lazy.ts. Connecting, parameter checks
// (the session chunk), and @solana/kit with the program clients (reads, signing, sends) arrive with import()
// on first use, all through one import() (lazy.ts says why).
const lazy = () => import('./lazy.js')
const loadSession = () => lazy().then((m) => m.loadSession())

export { defaultReconnectTimeoutMs }

/**
 * The adapter's options, all optional: `networks` (the app's Solana networks, the first the default;
 * createFoyer hands the adapter those of its own `networks` option, which then win; without either,
 * the three public clusters), `projectId`, `storage` (keys `foyer.solana.*`; localStorage by default, null
 * for none) and `reconnectTimeoutMs` (how long reconnect() waits for the remembered wallet, default 1000 ms).
 */
export type SolanaAdapterOptions = AdapterCoreOptions

/** What SolanaAdapter.estimateSend and sendTokens take: lamports, or the token's base unit with `token` its mint. */
export type SolanaSendParameters = SendTokensParameters & { network: CaipNetwork }

/**
 * Foyer's Solana adapter: every wallet that registers through the wallet standard (and signs on a
 * `solana:` chain) becomes a connector; signing goes through the wallet's `solana:*` features, reads and
 * transfers through @solana/kit on the network's RPC URL, loaded on first use. `connect` asks the wallet
 * for its accounts (`standard:connect`) and connects the first Solana account; `reconnect` connects the
 * remembered wallet silently (`standard:connect({ silent: true })`); over WalletConnect, signing goes to the
 * wallet as `solana_*` requests. Wallet-standard wallets have no chain to switch: `switchNetwork` keeps the
 * account, and the next request names the new chain.
 * The options are checked in development builds (`process.env.NODE_ENV` not 'production': InvalidOptionError
 * naming the option); production builds leave the check out.
 *
 * @example
 * import { SolanaAdapter, solanaMainnet, solanaDevnet } from '@foyer/solana'
 * const solana = new SolanaAdapter()
 * const foyer = createFoyer({ projectId, networks: [mainnet, solanaMainnet, solanaDevnet], adapters: [evm, solana] })
 */
export class SolanaAdapter extends FamilyAdapter<SolanaWallet, Connection, SolanaConnector> {
  readonly namespace = 'solana' as const

  constructor(options: SolanaAdapterOptions = {}) {
    // Development builds only, like React's prop checks: bundlers replace the expression, production drops it.
    if (process.env.NODE_ENV !== 'production') checkAdapterOptions(solanaOptionsCheck, options)
    super(solanaFamily, options)
  }

  protected loadSession() {
    return loadSession()
  }

  /**
   * Called by core when the modal opens: loads the few KiB connecting needs (no @solana/kit: a visitor who
   * never picks a Solana wallet fetches no Solana SDK; the balance read loads it after a connect).
   */
  preload(): void {
    void loadSession().catch(() => undefined)
  }

  /** What `address` holds of the SPL token `token` (its mint), from its associated token account. */
  getTokenBalance(parameters: {
    address: string
    token: string
    network: CaipNetwork
  }): Promise<TokenBalance> {
    return lazy().then((m) => m.getTokenBalance(this.core, parameters))
  }

  /** 32-44 base58 characters that decode to 32 bytes. */
  isAddress(address: string): Promise<boolean> {
    return lazy().then((m) => m.isAddress(address))
  }

  /** Lamports a transfer costs besides its amount: the fee, and the rent of a token account it creates. */
  estimateSend(parameters: SolanaSendParameters): Promise<{ fee: bigint }> {
    return lazy().then((m) => m.estimateSend(this.core, parameters))
  }

  /**
   * Sends SOL or an SPL token (`token`: the mint) through the wallet, creating the receiver's token
   * account when it has none; resolves the signature once confirmed.
   * @throws UserRejectedRequestError when the visitor declines; SolanaRequestError ('Transaction error', ...).
   */
  sendTokens(parameters: SolanaSendParameters): Promise<{ hash: string }> {
    return lazy().then((m) => m.sendTokens(this.core, parameters))
  }

  /**
   * Signs `message` (UTF-8) with `solana:signMessage`; resolves the ed25519 signature in base58.
   * @throws UserRejectedRequestError when the visitor declines.
   */
  signMessage(parameters: { message: string; address: string }): Promise<string> {
    return lazy().then((m) => m.signMessage(this.core, parameters))
  }

  /**
   * Signs a transaction (kit's Transaction or wire bytes) with `solana:signTransaction` (over WalletConnect
   * `solana_signTransaction`); resolves it signed.
   */
  signTransaction(parameters: { transaction: TransactionInput }): Promise<Transaction> {
    return lazy().then((m) => m.signTransaction(this.core, parameters.transaction))
  }

  /** Signs several transactions in one wallet request. */
  signTransactions(parameters: { transactions: readonly TransactionInput[] }): Promise<Transaction[]> {
    return lazy().then((m) => m.signTransactions(this.core, parameters.transactions))
  }

  /** Has the wallet sign and send a transaction on the active network; resolves its base58 signature once sent. */
  signAndSendTransaction(parameters: {
    transaction: TransactionInput
    options?: SolanaSignAndSendTransactionOptions | undefined
  }): Promise<{ signature: string }> {
    return lazy().then((m) => m.signAndSendTransaction(this.core, parameters.transaction, parameters.options))
  }
}
