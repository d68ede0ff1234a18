import type { CaipNetwork } from '@foyer/core'

/** A Bitcoin network as Foyer takes it: a CaipNetwork whose id is the first 32 hex digits of the genesis block hash. */
export type BitcoinNetwork = CaipNetwork & {
  id: string
  caipNetworkId: `bip122:${string}`
  chainNamespace: 'bip122'
}

/** CAIP-2 references (BIP-122: the genesis block hash's first 32 hex digits) of the Bitcoin networks. */
export const bitcoinGenesisIds = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  signet: '00000008819873e925422c1ff0f99f7c',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/**
 * Bitcoin mainnet (`bip122:000000000019d6689c085ae165831e93`). `rpcUrls.default.http[0]` is an Esplora API
 * base URL (balances, UTXOs, fee estimates, broadcast): mempool.space's public one by default.
 *
 * @example
 * const network = { ...bitcoin, rpcUrls: { default: { http: ['https://esplora.example.com/api'] } } }
 */
export const bitcoin: BitcoinNetwork = {
  id: bitcoinGenesisIds.mainnet,
  caipNetworkId: `bip122:${bitcoinGenesisIds.mainnet}`,
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
}

/** Bitcoin testnet3 (`bip122:000000000933ea01ad0ee984209779ba`), mempool.space's testnet Esplora API. */
export const bitcoinTestnet: BitcoinNetwork = {
  id: bitcoinGenesisIds.testnet,
  caipNetworkId: `bip122:${bitcoinGenesisIds.testnet}`,
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
}

/** Bitcoin signet (`bip122:00000008819873e925422c1ff0f99f7c`), mempool.space's signet Esplora API. */
export const bitcoinSignet: BitcoinNetwork = {
  id: bitcoinGenesisIds.signet,
  caipNetworkId: `bip122:${bitcoinGenesisIds.signet}`,
  chainNamespace: 'bip122',
  name: 'Bitcoin Signet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/signet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/signet' } },
  testnet: true,
}

/**
 * Bitcoin regtest (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`): a local ledger, by default the devnet's
 * Esplora API on port 3002.
 */
export const bitcoinRegtest: BitcoinNetwork = {
  id: bitcoinGenesisIds.regtest,
  caipNetworkId: `bip122:${bitcoinGenesisIds.regtest}`,
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true,
}

/** Mainnet, testnet, signet and regtest: the adapter's networks until createFoyer hands it the app's. */
export const bitcoinNetworks: readonly [BitcoinNetwork, BitcoinNetwork, BitcoinNetwork, BitcoinNetwork] = [
  bitcoin,
  bitcoinTestnet,
  bitcoinSignet,
  bitcoinRegtest,
]
