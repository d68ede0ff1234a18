import type { CaipNetwork, Connector } from '@foyer/core'

export const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

export const polygon: CaipNetwork = {
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/rpc'] } },
}

export const metamask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
  imageUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
}

export const rabby: Connector = { id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby Wallet', chain: 'eip155' }
export const coinbase: Connector = {
  id: 'coinbase',
  type: 'EXTERNAL',
  name: 'Coinbase Wallet',
  chain: 'eip155',
}

export const ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'
