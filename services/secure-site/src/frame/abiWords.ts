// Just enough ABI decoding for the card: static arguments read as 32-byte words, and a token's string
// or bytes32 symbol. viem's general decoder (with parseAbi) would add ~11 kB gzipped to the frame's
// script for the same four calls.
import { getAddress, hexToString } from 'viem'

/** The selector and the 32-byte argument words of calldata; trailing bytes beyond whole words are ignored. */
export function callWords(data: string): { selector: string; words: string[] } | undefined {
  if (!/^0x[0-9a-fA-F]{8}([0-9a-fA-F]{2})*$/.test(data)) return undefined
  const body = data.slice(10)
  const words: string[] = []
  for (let at = 0; at + 64 <= body.length; at += 64) words.push(body.slice(at, at + 64))
  return { selector: data.slice(0, 10).toLowerCase(), words }
}

/** A word as an unsigned integer of `bits` bits; undefined when it does not fit (not a valid encoding). */
export function wordToUint(word: string | undefined, bits = 256): bigint | undefined {
  if (word === undefined) return undefined
  const value = BigInt(`0x${word}`)
  return value < 2n ** BigInt(bits) ? value : undefined
}

/** A word as a checksummed address; undefined when its upper 12 bytes are not zero. */
export function wordToAddress(word: string | undefined): `0x${string}` | undefined {
  if (word === undefined || !/^0{24}/.test(word)) return undefined
  return getAddress(`0x${word.slice(24)}`)
}

/** The words of a call's result (`0x`-prefixed hex), undefined when it is not whole words. */
function resultWords(result: string): string[] | undefined {
  if (!/^0x([0-9a-fA-F]{64})+$/.test(result)) return undefined
  return callWords(`0x00000000${result.slice(2)}`)?.words
}

/** A `uint8` result (decimals). */
export function decodeUint8(result: string): number | undefined {
  const value = wordToUint(resultWords(result)?.[0], 8)
  return value === undefined ? undefined : Number(value)
}

/** A `string` result, or a `bytes32` one (old tokens such as MKR answer their symbol so). */
export function decodeSymbol(result: string): string | undefined {
  const words = resultWords(result)
  if (!words?.[0]) return undefined
  try {
    if (words.length === 1) return hexToString(`0x${words[0]}`)
    const offset = wordToUint(words[0])
    if (offset === undefined || offset % 32n !== 0n) return undefined
    const index = Number(offset / 32n)
    const length = wordToUint(words[index], 16)
    if (length === undefined) return undefined
    const hex = words
      .slice(index + 1)
      .join('')
      .slice(0, Number(length) * 2)
    return hex.length === Number(length) * 2 ? hexToString(`0x${hex}`) : undefined
  } catch {
    return undefined
  }
}
