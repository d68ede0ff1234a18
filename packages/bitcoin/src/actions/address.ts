// Loaded with import() by isAddress and the PSBT code: @scure/btc-signer's address coder.
import type { CaipNetwork } from '@foyer/core'
import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer'
import { networkKind } from '../networks/networkKind.js'

/** btc-signer's address parameters of a network: bech32 prefix and base58 version bytes. */
export type AddressParameters = typeof NETWORK

/** Regtest's: bech32 `bcrt`, base58 versions as testnet (Bitcoin Core's chainparams). */
const REGTEST_NETWORK: AddressParameters = { ...TEST_NETWORK, bech32: 'bcrt' }

/** The address parameters of `network` (mainnet, testnet and signet, regtest). */
export function addressParameters(network: Pick<CaipNetwork, 'id' | 'testnet'>): AddressParameters {
  const kind = networkKind(network)
  if (kind === 'mainnet') return NETWORK
  return kind === 'regtest' ? REGTEST_NETWORK : TEST_NETWORK
}

/**
 * True when `address` decodes (checksum included) as an address of `network`: bc1 / 1 / 3 on mainnet,
 * tb1 / m / n / 2 on testnet and signet, bcrt1 (and the base58 m / n / 2, as Bitcoin Core) on regtest.
 */
export function isAddress(address: unknown, network: Pick<CaipNetwork, 'id' | 'testnet'>): boolean {
  if (typeof address !== 'string' || address.length < 14 || address.length > 90) return false
  try {
    Address(addressParameters(network)).decode(address)
    return true
  } catch {
    return false
  }
}

/** The output script that pays `address` on `network`. @throws when it is no address of the network. */
export function outputScript(address: string, network: Pick<CaipNetwork, 'id' | 'testnet'>): Uint8Array {
  return OutScript.encode(Address(addressParameters(network)).decode(address))
}
