// Test-only (as ../testing/): CAIP-122 texts and wallets' signatures for the devnet's Solana and Bitcoin test
// accounts. Its imports are the service's own dependencies, so the build that compiles it needs nothing more.
import { createHash, createPrivateKey, sign } from 'node:crypto'
import { bitcoinTestAccounts, solanaTestAccounts } from '@foyer/devnet'
import { base58, createBase58check } from '@scure/base'
import { Signer } from 'bip322-js'

// WIF of a test-network private key: version 0xef, the key, 0x01 for a compressed public key.
const wif = createBase58check((data: Uint8Array) =>
  Uint8Array.from(createHash('sha256').update(data).digest()),
)

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** A sign-in text as @foyer/siwx writes it for a Solana or Bitcoin account (written here by hand on purpose). */
export function caip122Text(parameters: {
  chainId: string
  address: string
  nonce: string
  domain?: string
  expirationTime?: string
}): string {
  const [namespace, reference] = parameters.chainId.split(':')
  const domain = parameters.domain ?? 'localhost:5173'
  return [
    `${domain} wants you to sign in with your ${namespace === 'solana' ? 'Solana' : 'Bitcoin'} account:`,
    parameters.address,
    '',
    'Sign in to Foyer Demo',
    '',
    `URI: http://${domain}`,
    'Version: 1',
    `Chain ID: ${reference}`,
    `Nonce: ${parameters.nonce}`,
    `Issued At: ${new Date().toISOString()}`,
    ...(parameters.expirationTime ? [`Expiration Time: ${parameters.expirationTime}`] : []),
  ].join('\n')
}

/** Solana test account `index`: its address and a signMessage returning base58 ed25519, as wallets do. */
export function solanaSigner(index: number) {
  const account = solanaTestAccounts[index]
  if (!account) throw new Error(`no Solana test account ${index}`)
  const pair = base58.decode(account.secretKey)
  const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
  const key = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: b64url(pair.slice(0, 32)), x: b64url(pair.slice(32)) },
    format: 'jwk',
  })
  return {
    address: account.publicKey,
    signMessage: (message: string) => base58.encode(sign(null, Buffer.from(message, 'utf8'), key)),
  }
}

/** Bitcoin regtest test account `index` (payment P2WPKH or taproot P2TR): BIP-322 simple signatures, base64. */
export function bitcoinSigner(index: number, kind: 'payment' | 'taproot' = 'payment') {
  const key = bitcoinTestAccounts[index]?.[kind]
  if (!key) throw new Error(`no Bitcoin test account ${index}`)
  const privateKey = wif.encode(Buffer.from(`ef${key.privateKey}01`, 'hex'))
  return {
    address: key.address,
    signMessage: (message: string) => Signer.sign(privateKey, key.address, message),
  }
}
