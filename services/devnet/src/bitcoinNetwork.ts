/**
 * The local Bitcoin regtest ledger (plain data, browser-safe): a stand-in for a bitcoind in regtest mode behind
 * Esplora's HTTP API. Its block 0 is the real regtest genesis block, so the CAIP-2 id
 * (`bip122:` and the first 32 hex characters of the genesis hash) is the one every regtest node has; only the URL
 * is local.
 */

/** Address prefixes of a Bitcoin network, in the shape `@scure/btc-signer` takes as its `network` argument. */
export interface BitcoinAddressParams {
  /** Human-readable part of bech32 / bech32m addresses. */
  readonly bech32: string
  /** Base58 version byte of P2PKH addresses. */
  readonly pubKeyHash: number
  /** Base58 version byte of P2SH addresses. */
  readonly scriptHash: number
  /** Version byte of WIF private keys. */
  readonly wif: number
}

export interface BitcoinNetwork {
  readonly id: 'regtest'
  readonly name: string
  /** CAIP-2: `bip122:` and the first 32 hex characters of the genesis block hash. */
  readonly caipNetworkId: `bip122:${string}`
  /** Hash of block 0, as block explorers show it (byte-reversed double SHA-256 of the header). */
  readonly genesisHash: string
  readonly defaultPort: number
  /** Default Esplora base URL (127.0.0.1 and the default port); paths such as `/blocks/tip/height` follow it. */
  readonly url: string
  /** Environment variable that moves the port. */
  readonly portEnvVar: string
  /** Regtest address prefixes: bcrt1… (bech32 / bech32m), m… / n… (P2PKH), 2… (P2SH). */
  readonly addressParams: BitcoinAddressParams
  /** BIP-44 coin type of the derivation paths (1: every test network). */
  readonly coinType: 1
}

const genesisHash = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** The Bitcoin regtest stand-in: Esplora API on port 3002 (`FOYER_BITCOIN_PORT`). */
export const bitcoinRegtestNetwork: BitcoinNetwork = {
  id: 'regtest',
  name: 'Bitcoin Regtest',
  caipNetworkId: `bip122:${genesisHash.slice(0, 32)}`,
  genesisHash,
  defaultPort: 3002,
  url: 'http://127.0.0.1:3002',
  portEnvVar: 'FOYER_BITCOIN_PORT',
  addressParams: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  coinType: 1,
}
