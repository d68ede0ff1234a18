import { parseParameters, verifyParametersSchema } from '../internal/schemas.js'

type Verifier = {
  verifySignature(address: string, message: string, signatureBase64: string): boolean
}

/**
 * bip322-js, loaded with import() on the first verification. It is CommonJS: depending on the bundler its
 * exports are the namespace's or its default's.
 */
async function loadVerifier(): Promise<Verifier> {
  const module = (await import('bip322-js')) as unknown as {
    Verifier?: Verifier
    default?: { Verifier?: Verifier }
  }
  const verifier = module.Verifier ?? module.default?.Verifier
  if (!verifier) throw new Error('bip322-js has no Verifier export')
  return verifier
}

/**
 * Checks a Bitcoin message signature, as `BitcoinAdapter.signMessage` returns it: BIP-322 (simple, full or
 * legacy BIP-137 signatures, base64) for `address`, by bip322-js (loaded on first use). Resolves false for a
 * signature that does not verify or cannot be read.
 *
 * bip322-js is written for Node (Buffer, stream): verify on a server, or in a browser build with Node's
 * `buffer` and `stream` polyfills.
 *
 * @example
 * const signature = await adapter.signMessage({ message: 'Sign in to Example' })
 * const valid = await verifyBitcoinMessage({ address: account.address, message: 'Sign in to Example', signature })
 */
export async function verifyBitcoinMessage(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const { address, message, signature } = parseParameters(verifyParametersSchema, parameters)
  const verifier = await loadVerifier()
  try {
    return verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
