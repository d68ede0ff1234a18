/**
 * The bytes as text when they are valid UTF-8 meant for reading, for an approval card; undefined for
 * binary data (invalid UTF-8, or control characters other than tab and line breaks).
 */
export function readableText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    const binary = [...text].some((char) => {
      const code = char.charCodeAt(0)
      return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d
    })
    return binary ? undefined : text
  } catch {
    return undefined
  }
}
