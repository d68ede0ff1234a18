import type { AdapterNetwork } from '@foyer/core'

/** A Bitcoin network as Foyer takes it: a CaipNetwork whose id is the first 32 hex digits of the genesis block hash. */
export type BitcoinNetwork = AdapterNetwork<'bip122'>

/** CAIP-2 references (BIP-122: the genesis block hash's first 32 hex digits) of the Bitcoin networks. */
export const bitcoinGenesisIds = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  signet: '00000008819873e925422c1ff0f99f7c',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
} as const

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/** A Bitcoin network: its Esplora API base URL and, for a public chain, its explorer. */
const network = (
  id: string,
  name: string,
  esplora: string,
  explorer?: string | undefined,
  testnet?: boolean | undefined,
): BitcoinNetwork => ({
  id,
  caipNetworkId: `bip122:${id}`,
  chainNamespace: 'bip122',
  name,
  nativeCurrency: btc,
  rpcUrls: { default: { http: [esplora] } },
  ...(explorer ? { blockExplorers: { default: { name: 'mempool.space', url: explorer } } } : {}),
  ...(testnet ? { testnet } : {}),
})

/** A public chain on mempool.space: its Esplora API (`<site>/api`) and explorer (`<site>`). */
const onMempool = (id: string, name: string, path: string): BitcoinNetwork =>
  network(id, name, `https://mempool.space${path}/api`, `https://mempool.space${path}`, path !== '')

/**
 * Bitcoin mainnet (`bip122:000000000019d6689c085ae165831e93`). `rpcUrls.default.http[0]` is an Esplora API
 * base URL (balances, UTXOs, fee estimates, broadcast): mempool.space's public one by default.
 *
 * @example
 * const network = { ...bitcoin, rpcUrls: { default: { http: ['https://esplora.example.com/api'] } } }
 */
export const bitcoin: BitcoinNetwork = onMempool(bitcoinGenesisIds.mainnet, 'Bitcoin', '')

/** Bitcoin testnet3 (`bip122:000000000933ea01ad0ee984209779ba`), mempool.space's testnet Esplora API. */
export const bitcoinTestnet: BitcoinNetwork = onMempool(
  bitcoinGenesisIds.testnet,
  'Bitcoin Testnet',
  '/testnet',
)

/** Bitcoin signet (`bip122:00000008819873e925422c1ff0f99f7c`), mempool.space's signet Esplora API. */
export const bitcoinSignet: BitcoinNetwork = onMempool(bitcoinGenesisIds.signet, 'Bitcoin Signet', '/signet')

/**
 * Bitcoin regtest (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`): a local ledger, by default the devnet's
 * Esplora API on port 3002.
 */
export const bitcoinRegtest: BitcoinNetwork = network(
  bitcoinGenesisIds.regtest,
  'Bitcoin Regtest',
  'http://127.0.0.1:3002',
  undefined,
  true,
)

/** Mainnet, testnet, signet and regtest: the adapter's networks until createFoyer hands it the app's. */
export const bitcoinNetworks: readonly [BitcoinNetwork, BitcoinNetwork, BitcoinNetwork, BitcoinNetwork] = [
  bitcoin,
  bitcoinTestnet,
  bitcoinSignet,
  bitcoinRegtest,
]
