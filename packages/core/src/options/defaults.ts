import type { ConnectMethod, ConnectorTypeOrderItem, SocialProvider } from '../instance/features.js'
import type { ChainNamespace } from '../types/network.js'

/** The chain families the modal knows (ChainNamespace's values): the option check and basic mode's. */
export const CHAIN_NAMESPACES: readonly ChainNamespace[] = [
  'eip155',
  'solana',
  'bip122',
  'polkadot',
  'cosmos',
]

/** Default socials, in the order the Connect view lists them. */
export const DEFAULT_SOCIALS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

/** Every feature on by default, but Pay. */
export const DEFAULT_FEATURES = {
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
  // Off unless the app asks for it, as in the hosted kit.
  pay: false,
  send: true,
  receive: true,
  history: true,
  analytics: true,
  allWallets: true,
  accountNames: true,
  smartAccounts: true,
} as const

/** Service URLs of the local stack (`npm start`). */
export const DEFAULT_URLS = {
  apiUrl: 'http://localhost:4000',
  blockchainApiUrl: 'http://localhost:4000',
  secureSiteUrl: 'http://localhost:5174',
  relayUrl: 'ws://localhost:4001',
} as const

export const DEFAULT_STORAGE_KEY = 'foyer'

/** The zone account names are registered in: the cloud's name gateway answers for it (devnet: foyer.id). */
export const DEFAULT_NAME_ZONE = 'foyer.id'

/** Default connect-method order (connectionDefaults.ts has the one used when a browser wallet is present). */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/** Default connector group order. */
export const DEFAULT_CONNECTOR_TYPE_ORDER: readonly ConnectorTypeOrderItem[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]
