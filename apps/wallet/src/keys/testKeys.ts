/**
 * The wallet app's Polkadot and Cosmos test keys: public test seeds that everyone knows, for local
 * tests only. Never send value to these accounts on a real network: anyone can spend it.
 *
 * Plain constants with no imports, so browser tests (and any other workspace) can import this file to
 * check the wallet's signatures. `testKeys.test.ts` derives every value again from the seeds.
 */

/**
 * The Substrate development mnemonic (`DEV_PHRASE` of @polkadot/util-crypto, the seed behind
 * `//Alice`, `//Bob`, ...). Public.
 */
export const substrateDevPhrase = 'bottom drive obey lake curtain smoke basket hold race lonely fit walk'

/** The wallet's Polkadot account: sr25519 `//Alice` of the Substrate development mnemonic. */
export const polkadotTestKey = {
  /** Secret URI, as @polkadot/keyring's `addFromUri` takes it. */
  uri: `${substrateDevPhrase}//Alice`,
  type: 'sr25519',
  /** The 32-byte sr25519 public key, hex. */
  publicKey: '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
  /** SS58 with the Polkadot relay chain's prefix 0: the address on `polkadot:91b171bb…`. */
  polkadotAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  /** SS58 with the generic Substrate prefix 42: the address on every other `polkadot:` chain. */
  genericAddress: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
} as const

/** The CAIP-2 id of the Polkadot relay chain (the first 32 hex digits of its genesis hash). */
export const polkadotRelayChainId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

/** The test mnemonic of the EVM devnet (anvil's and Hardhat's default). Public. */
const devnetTestMnemonic = 'test test test test test test test test test test test junk'

/** The wallet's Cosmos account: secp256k1 at the Cosmos Hub's first path of the devnet's test mnemonic. */
export const cosmosTestKey = {
  mnemonic: devnetTestMnemonic,
  /** BIP-44 path, coin type 118 (ATOM). */
  hdPath: "m/44'/118'/0'/0/0",
  algo: 'secp256k1',
  /** Bech32 with the 'cosmos' prefix: the address on every `cosmos:` chain the wallet approves. */
  address: 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
  /** The 33-byte compressed public key, base64 (as cosmos_getAccounts and `pub_key.value` carry it). */
  pubkey: 'AiOqZ51tU0TiAeDfnwKrFahHJu7g37TpU8Rqniy1I0nc',
  /** The same public key, hex. */
  pubkeyHex: '0223aa679d6d5344e201e0df9f02ab15a84726eee0dfb4e953c46a9e2cb52349dc',
} as const
