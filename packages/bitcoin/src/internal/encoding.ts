// base64 and hex for the wallet signers, on the platform's btoa/atob. They need nothing else of @scure/base,
// and importing it would put in their chunk whatever else of it another chunk uses (the message verifier's
// bech32 and base58: ~2 KiB gzip more on a first signature).

/** `bytes` as standard base64 (padded). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The bytes of standard base64 `text`. @throws for text that is not base64 */
export const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** The bytes of `text`, hex digits in pairs (checked by the caller). */
export const fromHex = (text: string): Uint8Array =>
  Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
