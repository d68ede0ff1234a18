const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * The bytes of a base58 string (Bitcoin's alphabet, as Solana keys and signatures use it); undefined for a
 * character outside the alphabet or a string longer than any key or signature.
 */
export function decodeBase58(text: string): Uint8Array<ArrayBuffer> | undefined {
  // Keys are 32 bytes (44 characters at most), signatures 64 (88): longer input is not worth the quadratic work.
  if (text.length > 128) return undefined
  // The number in base 256, least significant byte first, multiplied up one base58 digit at a time.
  const bytes: number[] = []
  for (const char of text) {
    let carry = ALPHABET.indexOf(char)
    if (carry < 0) return undefined
    for (let index = 0; index < bytes.length; index++) {
      carry += (bytes[index] ?? 0) * 58
      bytes[index] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  // Each leading '1' stands for a leading zero byte, which the number itself does not keep.
  const zeros = /^1*/.exec(text)?.[0].length ?? 0
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
