/**
 * Byte encodings of the Foyer Solana Test Wallet (wallet.js): base58 (addresses, signatures), base64 (wire
 * transactions for the RPC) and compact-u16 (counts in a wire transaction). Dependency-free, like the wallet.
 */
// biome-ignore lint/correctness/noUnusedVariables: called by wallet.js in the script text solanaTestWalletScript() builds
function foyerSolanaTestWalletCodecs() {
  const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

  function base58Encode(bytes) {
    const digits = []
    for (const byte of bytes) {
      let carry = byte
      for (let i = 0; i < digits.length; i++) {
        carry += digits[i] << 8
        digits[i] = carry % 58
        carry = Math.floor(carry / 58)
      }
      while (carry > 0) {
        digits.push(carry % 58)
        carry = Math.floor(carry / 58)
      }
    }
    let text = ''
    for (const byte of bytes) {
      if (byte !== 0) break
      text += '1'
    }
    for (let i = digits.length - 1; i >= 0; i--) text += ALPHABET[digits[i]]
    return text
  }
  function base58Decode(text) {
    const bytes = []
    for (const char of text) {
      let carry = ALPHABET.indexOf(char)
      if (carry < 0) throw new Error(`Invalid base58 character "${char}"`)
      for (let i = 0; i < bytes.length; i++) {
        carry += bytes[i] * 58
        bytes[i] = carry & 0xff
        carry >>= 8
      }
      while (carry > 0) {
        bytes.push(carry & 0xff)
        carry >>= 8
      }
    }
    for (const char of text) {
      if (char !== '1') break
      bytes.push(0)
    }
    return new Uint8Array(bytes.reverse())
  }
  function toBase64(bytes) {
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  }
  /** Decodes base64 or base64url (a JWK's encoding), padded or not. */
  function fromBase64(text) {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  }

  function readShortU16(bytes, offset) {
    let value = 0
    for (let size = 0; size < 3; size++) {
      const byte = bytes[offset + size]
      value |= (byte & 0x7f) << (7 * size)
      if ((byte & 0x80) === 0) return [value, size + 1]
    }
    throw new Error('Invalid compact-u16')
  }

  return { base58Encode, base58Decode, toBase64, fromBase64, readShortU16 }
}
