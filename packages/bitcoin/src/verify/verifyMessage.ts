// The verifier (BIP-322 and BIP-137 on @noble/curves, ~20 KiB gzip with @scure/base) loads with the first call only.
const loadVerifier = () => import('./bip322.js')

/**
 * Checks a Bitcoin message signature, as `BitcoinAdapter.signMessage` returns it (base64): BIP-322 simple
 * for P2WPKH, P2SH-P2WPKH and taproot (key path) addresses, BIP-137 (legacy, 65 bytes) for P2PKH, P2SH-P2WPKH,
 * P2WPKH and taproot addresses. Resolves false for a signature that does not verify or cannot be read,
 * including BIP-322 full signatures and script addresses (P2WSH, taproot script paths), which it does not
 * read. Runs in a browser: no Node built-ins; its code loads on the first call.
 *
 * @throws InvalidParameterError when `address`, `message` or `signature` has the wrong shape.
 * @example
 * const signature = await adapter.signMessage({ message: 'Sign in to Example' })
 * const valid = await verifyBitcoinMessage({ address: account.address, message: 'Sign in to Example', signature })
 */
export async function verifyBitcoinMessage(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  return (await loadVerifier()).verifyMessage(parameters)
}
