import { polkadotRelayChainId, polkadotTestKey } from '../../keys/testKeys.js'

/**
 * The wallet's Polkadot account. Its addresses are known up front, so showing and approving need no
 * cryptography; the sr25519 pair is derived from `uri` only when something is signed.
 */
export interface PolkadotAccount {
  /** Secret URI (mnemonic and derivation path) of the sr25519 pair. */
  uri: string
  /** The 32-byte public key, hex: the derived pair must have it. */
  publicKey: `0x${string}`
  /** SS58 with prefix 0, the Polkadot relay chain's. */
  polkadotAddress: string
  /** SS58 with the generic Substrate prefix 42. */
  genericAddress: string
}

/** `//Alice` of the public Substrate development mnemonic (src/keys/testKeys.ts). */
export const polkadotTestAccount: PolkadotAccount = {
  uri: polkadotTestKey.uri,
  publicKey: polkadotTestKey.publicKey,
  polkadotAddress: polkadotTestKey.polkadotAddress,
  genericAddress: polkadotTestKey.genericAddress,
}

/** `polkadot:<first 32 hex digits of the genesis hash>` (CAIP-13). */
export const polkadotChainIdPattern = /^polkadot:[0-9a-f]{32}$/

/**
 * The account's address on a `polkadot:` chain: the Polkadot relay chain's own prefix there, the
 * generic prefix elsewhere (the wallet does not know every parachain's prefix, and 42 is valid on all).
 */
export function polkadotAddressOn(account: PolkadotAccount, chainId: string): string {
  return chainId === polkadotRelayChainId ? account.polkadotAddress : account.genericAddress
}

/** True when `address` is one of the account's SS58 encodings. */
export function isPolkadotAddressOf(account: PolkadotAccount, address: string): boolean {
  return address === account.polkadotAddress || address === account.genericAddress
}
