const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** An EIP-4361 nonce: 17 letters and digits from crypto.getRandomValues (about 101 bits). */
export function randomNonce(length = 17): string {
  // 248 is the largest multiple of 62 below 256: bytes above it are drawn again, so no letter is likelier.
  let out = ''
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62]
    }
  }
  return out
}
