import type { ConnectMethod } from '../instance/features.js'

// Defaults only the connection code and the Connect view read, apart from defaults.ts (whose values
// createFoyer applies at page load): a value in a module the page loads is on the page, used or not.

/** The default account type per namespace (`defaultAccountTypes`). */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bip122: 'payment',
  polkadot: 'eoa',
} as const

/** The connect-method order when a browser wallet is present. */
export const WALLET_FIRST_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social']
