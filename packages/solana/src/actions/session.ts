import type { WalletAccount } from '@wallet-standard/base'
import type { WalletChain } from '../networks/walletChain.js'
import type { SolanaWallet } from '../wallets/solanaWallet.js'

/** The connected wallet and account, and the chain requests name (the adapter's active network). */
export interface WalletSession {
  wallet: SolanaWallet
  account: WalletAccount
  chain: WalletChain
}
