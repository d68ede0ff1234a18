import { decodeBase58 } from './base58.js'
import { verifyEd25519 } from './ed25519.js'

/**
 * Whether `signature` (base58, as the Solana adapter's signMessage returns it) is `address`'s ed25519 signature
 * of the UTF-8 bytes of `message`. The address is the base58 public key itself.
 */
export async function verifySolanaSignature(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const publicKey = decodeBase58(parameters.address)
  const signature = decodeBase58(parameters.signature)
  if (!publicKey || !signature) return false
  return verifyEd25519(publicKey, new TextEncoder().encode(parameters.message), signature)
}
