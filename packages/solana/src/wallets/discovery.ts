import { type AdapterWallets, standardWallets, watchStandardWallets } from '@foyer/core'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet, type SolanaWallet } from './solanaWallet.js'

/**
 * The wallets registered on the page through the wallet standard, kept current: `list()` holds the Solana
 * wallets registered right now, one per name (the first registered wins).
 */
export type WalletRegistry = AdapterWallets<SolanaWallet>

/**
 * Follows the page's wallet-standard registry (core's `standardWallets()`: wallets that registered before,
 * and later ones through the `wallet-standard:register-wallet` event) and each wallet's
 * `change` events, calling `onChange` whenever the list or a wallet's chains or features may have changed.
 * Makes no network request.
 */
export const watchWallets = (onChange: () => void): WalletRegistry =>
  watchStandardWallets(standardWallets<Wallet>(), isSolanaWallet, onChange)
