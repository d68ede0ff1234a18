/**
 * The server's check of Solana and Bitcoin sign-in signatures (EVM ones go to the chain's client, which also
 * knows smart accounts). Neither needs a node: ed25519 by node:crypto, BIP-322 by bip322-js.
 */
import { createPublicKey, verify } from 'node:crypto'
import { base58, base64 } from '@scure/base'
import { InvalidRequestError } from '../errors.js'

const decode = (codec: { decode(text: string): Uint8Array }, text: string): Uint8Array | undefined => {
  try {
    return codec.decode(text)
  } catch {
    return undefined
  }
}

/**
 * Refuses (400) a signature not in its chain's encoding: base58 of 64 bytes for Solana (ed25519), base64 for
 * Bitcoin (BIP-322 or a legacy BIP-137 signature).
 */
export function checkSignatureEncoding(namespace: 'solana' | 'bip122', signature: string): void {
  if (namespace === 'solana' && decode(base58, signature)?.length !== 64)
    throw new InvalidRequestError('signature', 'must be a base58 ed25519 signature (64 bytes)')
  if (namespace === 'bip122' && !decode(base64, signature)?.length)
    throw new InvalidRequestError('signature', 'must be a base64 BIP-322 signature')
}

/** Whether `signature` (base58) is the ed25519 signature of `message`'s UTF-8 bytes by `address`'s key. */
export function verifySolanaSignature(address: string, message: string, signature: string): boolean {
  const publicKey = decode(base58, address)
  const bytes = decode(base58, signature)
  if (publicKey?.length !== 32 || bytes?.length !== 64) return false
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    })
    return verify(null, Buffer.from(message, 'utf8'), key, bytes)
  } catch {
    // A public key that is not a curve point.
    return false
  }
}

type Bip322Verifier = { verifySignature(address: string, message: string, signature: string): boolean }

let verifier: Promise<Bip322Verifier> | undefined
/** bip322-js, loaded on the first Bitcoin sign-in; CommonJS, so its exports may sit on `default`. */
function bip322(): Promise<Bip322Verifier> {
  verifier ??= import('bip322-js').then((loaded) => {
    const module = loaded as unknown as { Verifier?: Bip322Verifier; default?: { Verifier?: Bip322Verifier } }
    const found = module.Verifier ?? module.default?.Verifier
    if (!found) throw new Error('bip322-js has no Verifier export')
    return found
  })
  return verifier
}

/** Whether `signature` (base64) is `address`'s BIP-322 signature of `message` (or a legacy BIP-137 one). */
export async function verifyBitcoinSignature(
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  const bip322Verifier = await bip322()
  try {
    return bip322Verifier.verifySignature(address, message, signature)
  } catch {
    // bip322-js throws for a signature it cannot read or an address form it does not sign for.
    return false
  }
}
