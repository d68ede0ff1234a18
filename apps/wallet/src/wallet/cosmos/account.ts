import { cosmosTestKey } from '../../keys/testKeys.js'

/**
 * The wallet's Cosmos account. Its address and public key are known up front, so showing, approving
 * and cosmos_getAccounts need no cryptography; the private key is derived only when something is signed.
 */
export interface CosmosAccount {
  mnemonic: string
  /** BIP-44 path of the secp256k1 key. */
  hdPath: string
  /** Bech32 address (its prefix is the one the key signs for). */
  address: string
  /** The compressed secp256k1 public key, base64. */
  pubkey: string
}

/** secp256k1 at m/44'/118'/0'/0/0 of the devnet's public test mnemonic (src/keys/testKeys.ts). */
export const cosmosTestAccount: CosmosAccount = {
  mnemonic: cosmosTestKey.mnemonic,
  hdPath: cosmosTestKey.hdPath,
  address: cosmosTestKey.address,
  pubkey: cosmosTestKey.pubkey,
}

/**
 * WalletConnect's Cosmos methods (its Cosmos RPC reference), in the order the wallet offers them. Here
 * rather than beside the parser, which loads cosmjs: approving a session must not.
 */
export const cosmosMethods = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] as const

/** `cosmos:<chain id>` (CAIP-5: a chain id of up to 32 characters among letters, digits, - and _). */
export const cosmosChainIdPattern = /^cosmos:[-_a-zA-Z0-9]{1,32}$/

/** One entry of cosmos_getAccounts' answer (WalletConnect's Cosmos RPC reference). */
export interface CosmosAccountData {
  algo: 'secp256k1'
  address: string
  /** base64 */
  pubkey: string
}

/** cosmos_getAccounts' answer: the wallet's one account. */
export function cosmosAccountsResult(account: CosmosAccount): CosmosAccountData[] {
  return [{ algo: 'secp256k1', address: account.address, pubkey: account.pubkey }]
}
