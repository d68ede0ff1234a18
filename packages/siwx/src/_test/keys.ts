// Real keys for tests: Solana and Bitcoin test accounts of @foyer/devnet, signing as their wallets do.
import { createPrivateKey, sign } from 'node:crypto'
import { bitcoinTestAccounts, solanaTestAccounts } from '@foyer/devnet'
import { TEST_NETWORK, WIF } from '@scure/btc-signer'
import { Signer } from 'bip322-js'
import { decodeBase58 } from '../verify/base58.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 of `bytes` (test side only: the package itself only decodes). */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let index = 0; index < digits.length; index++) {
      carry += (digits[index] ?? 0) * 256
      digits[index] = carry % 58
      carry = Math.floor(carry / 58)
    }
    for (; carry > 0; carry = Math.floor(carry / 58)) digits.push(carry % 58)
  }
  const zeros = bytes.findIndex((byte) => byte !== 0)
  const leading = '1'.repeat(zeros < 0 ? bytes.length : zeros)
  return (
    leading +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

/** A Solana test account that signs UTF-8 messages as a wallet's signMessage does (base58 ed25519). */
export function solanaSigner(index = 0) {
  const account = solanaTestAccounts[index]
  const pair = account && decodeBase58(account.secretKey)
  if (!account || pair?.length !== 64) throw new Error(`@foyer/devnet has no Solana test account ${index}`)
  const key = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: b64url(pair.slice(0, 32)), x: b64url(pair.slice(32)) },
    format: 'jwk',
  })
  return {
    address: account.publicKey,
    signMessage: (message: string) => encodeBase58(sign(null, Buffer.from(message, 'utf8'), key)),
  }
}

/**
 * A Bitcoin regtest test account that signs BIP-322 simple signatures (base64) with bip322-js, as the
 * Bitcoin adapter's wallets return them; `taproot` signs for its P2TR address instead of its P2WPKH one.
 */
export function bitcoinSigner(index = 0, kind: 'payment' | 'taproot' = 'payment') {
  const key = bitcoinTestAccounts[index]?.[kind]
  if (!key) throw new Error(`@foyer/devnet has no Bitcoin test account ${index}`)
  // Regtest keys are written in testnet's WIF form.
  const wif = WIF(TEST_NETWORK).encode(Uint8Array.from(Buffer.from(key.privateKey, 'hex')))
  return {
    address: key.address,
    signMessage: (message: string) => Signer.sign(wif, key.address, message),
  }
}

/** The CAIP-2 ids the tests sign in on. */
export const chains = {
  ethereum: 'eip155:1',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoinMainnet: 'bip122:000000000019d6689c085ae165831e93',
  bitcoinRegtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const
