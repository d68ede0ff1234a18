/**
 * Checks an ed25519 signature: WebCrypto's Ed25519 where the browser has it (Chrome 137+, Firefox 129+,
 * Safari 17+, Node), so nothing is downloaded; elsewhere @noble/curves' ed25519, loaded with import() only then.
 */
export async function verifyEd25519(
  publicKey: Uint8Array<ArrayBuffer>,
  message: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  if (publicKey.length !== 32 || signature.length !== 64) return false
  const subtle = globalThis.crypto?.subtle
  if (subtle) {
    try {
      const key = await subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify'])
      return await subtle.verify({ name: 'Ed25519' }, key, signature, message)
    } catch {
      // NotSupportedError in a browser without Ed25519: the library below answers instead.
    }
  }
  const { ed25519 } = await import('@noble/curves/ed25519.js')
  try {
    return ed25519.verify(signature, message, publicKey)
  } catch {
    return false
  }
}
