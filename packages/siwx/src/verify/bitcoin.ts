/**
 * Whether `signature` (base64 BIP-322, or a legacy BIP-137 one) signs `message` for `address`, by
 * @foyer/bitcoin's verifyBitcoinMessage. Loaded with import() on the first Bitcoin sign-in, so an app without
 * Bitcoin accounts never downloads the Bitcoin package or its verifier.
 */
export async function verifyBitcoinSignature(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const { verifyBitcoinMessage } = await import('@foyer/bitcoin')
  // It throws for parameters it cannot read (not base64, say): that is a signature that does not verify.
  return verifyBitcoinMessage(parameters).catch(() => false)
}
