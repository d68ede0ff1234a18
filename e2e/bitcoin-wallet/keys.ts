// The test wallet's two keys and their addresses (runs in the page, bundled with @scure/btc-signer).
import { hex } from '@scure/base'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import type { BitcoinTestWalletKey, BitcoinTestWalletOptions } from './types.js'

export type Network = NonNullable<BitcoinTestWalletOptions['network']>

/** btc-signer's address parameters of a chain (regtest: bcrt, base58 versions as testnet). */
export function addressParameters(network: Network): typeof NETWORK {
  if (network === 'mainnet') return NETWORK
  return network === 'regtest' ? { ...TEST_NETWORK, bech32: 'bcrt' } : TEST_NETWORK
}

/** A key the wallet signs with, and the address and output script it controls. */
export interface WalletKey {
  kind: 'payment' | 'taproot'
  privateKey: Uint8Array
  /** What the wallet shares: 33-byte compressed (payment) or the 32-byte x-only internal key (taproot). */
  publicKey: Uint8Array
  address: string
  script: Uint8Array
  path: string | undefined
}

/** The P2WPKH payment key. */
export function paymentKey(key: BitcoinTestWalletKey, network: Network): WalletKey {
  const privateKey = hex.decode(key.privateKey)
  const publicKey = pubECDSA(privateKey)
  const payment = p2wpkh(publicKey, addressParameters(network))
  if (!payment.address) throw new Error('no P2WPKH address for the payment key')
  return {
    kind: 'payment',
    privateKey,
    publicKey,
    address: payment.address,
    script: payment.script,
    path: key.path,
  }
}

/** The BIP-86 taproot key (key path only): the ordinals address. */
export function taprootKey(key: BitcoinTestWalletKey, network: Network): WalletKey {
  const privateKey = hex.decode(key.privateKey)
  const publicKey = pubSchnorr(privateKey)
  const payment = p2tr(publicKey, undefined, addressParameters(network))
  if (!payment.address) throw new Error('no P2TR address for the taproot key')
  return {
    kind: 'taproot',
    privateKey,
    publicKey,
    address: payment.address,
    script: payment.script,
    path: key.path,
  }
}

/** The PSBT input fields a key's UTXO needs to be signed (taproot: its internal key). */
export const signingFields = (key: WalletKey) =>
  key.kind === 'taproot' ? { tapInternalKey: key.publicKey } : {}
