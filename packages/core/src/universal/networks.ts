import type { CaipNetwork } from '../types/network.js'

/**
 * Polkadot's relay chain (`polkadot:` and the first 32 hex characters of its genesis hash, as WalletConnect
 * names it). For the UniversalAdapter: signing goes through the wallet, so the RPC URL is informational.
 */
export const polkadot: CaipNetwork = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
}

/** The Cosmos Hub (`cosmos:cosmoshub-4`), for the UniversalAdapter. */
export const cosmosHub: CaipNetwork = {
  id: 'cosmoshub-4',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
}
