import type { CoreTypes } from '@walletconnect/types'

/** The project id the whole local stack uses; our relay accepts any. */
export const walletProjectId = 'c0ffee00000000000000000000000001'

/** Test account the wallet holds when the page does not pick one (`?account=N`). */
export const defaultAccountIndex = 4

/** The Solana test account the wallet holds (`solanaTestAccounts` of `@foyer/devnet`), used by no other test. */
export const solanaAccountIndex = 7

/** The Bitcoin test account the wallet holds (`bitcoinTestAccounts` of `@foyer/devnet`). */
export const bitcoinAccountIndex = 7

/** JSON-RPC methods the wallet implements, in the order it offers them. */
export const supportedMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
] as const

/** Session events the wallet emits. */
export const supportedEvents = ['chainChanged', 'accountsChanged'] as const

/** How the wallet presents itself to dApps. */
export const walletMetadata = (url: string): CoreTypes.Metadata => ({
  name: 'Foyer Test Wallet',
  description: 'A small WalletConnect wallet on the Foyer devnet, for pairing tests',
  url,
  icons: [],
})
