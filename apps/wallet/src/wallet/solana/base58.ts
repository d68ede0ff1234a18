import { InvalidParamsError } from '../errors.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bytes as base58 (Bitcoin alphabet), as Solana writes addresses, signatures and WalletConnect messages. */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/**
 * Base58 text as bytes.
 * @throws InvalidParamsError for a character outside the alphabet.
 */
export function base58Decode(text: string): Uint8Array<ArrayBuffer> {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0)
      throw new InvalidParamsError('Invalid base58', { details: `'${char}' is not a base58 character` })
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return new Uint8Array(bytes)
}

/** Bytes as base64, as WalletConnect carries Solana wire transactions. */
export function base64Encode(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Base64 text as bytes.
 * @throws InvalidParamsError when it is not base64.
 */
export function base64Decode(text: string): Uint8Array<ArrayBuffer> {
  let binary: string
  try {
    binary = atob(text)
  } catch (error) {
    throw new InvalidParamsError('Invalid base64', { details: 'Expected a base64 string', cause: error })
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
