import { splitChainId } from '../namespaces.js'
import type { CaipNetworkId } from '../types.js'

/** What one signed sign-in message is checked by. */
export interface SignatureParameters {
  /** The CAIP-2 chain the message is for: its namespace picks the algorithm. */
  chainId: CaipNetworkId
  address: string
  /** The exact text the wallet signed. */
  message: string
  /** As the chain's adapter returns it: 0x hex (eip155), base58 (solana), base64 (bip122). */
  signature: string
}

// Each namespace's verifier is its own chunk: an app loads only the ones its visitors sign in with.
const verifiers = {
  eip155: () => import('./evm.js').then((m) => m.verifyEvmSignature),
  solana: () => import('./solana.js').then((m) => m.verifySolanaSignature),
  bip122: () => import('./bitcoin.js').then((m) => m.verifyBitcoinSignature),
} as const

/**
 * Whether a sign-in message's signature is its account's, by the chain's own algorithm: EIP-191 recovery for
 * eip155 (externally owned accounts), ed25519 over the UTF-8 text for solana, BIP-322 for bip122. Never throws
 * for a bad signature: it resolves false.
 *
 * @example
 * const valid = await verifySIWXSignature({
 *   chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
 *   address: session.data.accountAddress,
 *   message: session.message,
 *   signature: session.signature,
 * })
 * @throws SIWXError only for a chain id sign-in does not support.
 */
export async function verifySIWXSignature(parameters: SignatureParameters): Promise<boolean> {
  const { namespace } = splitChainId(parameters.chainId)
  const verify = await verifiers[namespace]()
  return verify({ address: parameters.address, message: parameters.message, signature: parameters.signature })
}
