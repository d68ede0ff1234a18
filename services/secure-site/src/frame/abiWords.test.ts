import { encodeAbiParameters, encodeFunctionData, parseAbi, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { callWords, decodeSymbol, decodeUint8, wordToAddress, wordToUint } from './abiWords.js'

describe('abiWords', () => {
  it('reads what viem encodes: a call, a string symbol, a bytes32 symbol, decimals', () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function transfer(address to, uint256 amount)']),
      args: ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 12n],
    })
    const call = callWords(`${data}c0ffee`) // trailing bytes (a referral tag) are ignored
    expect(call?.selector).toBe('0xa9059cbb')
    expect(wordToAddress(call?.words[0])).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(wordToUint(call?.words[1])).toBe(12n)
    expect(call?.words).toHaveLength(2)
    expect(decodeSymbol(encodeAbiParameters([{ type: 'string' }], ['USDC']))).toBe('USDC')
    expect(decodeSymbol(encodeAbiParameters([{ type: 'string' }], ['a'.repeat(40)]))).toBe('a'.repeat(40))
    expect(decodeSymbol(stringToHex('MKR', { size: 32 }))).toBe(`MKR${'\0'.repeat(29)}`)
    expect(decodeUint8(encodeAbiParameters([{ type: 'uint8' }], [18]))).toBe(18)
  })

  it('refuses what is no valid encoding', () => {
    expect(callWords('0x12')).toBeUndefined()
    expect(callWords('0xzzzzzzzz')).toBeUndefined()
    expect(wordToAddress(`${'1'.repeat(24)}${'2'.repeat(40)}`)).toBeUndefined()
    expect(wordToUint('f'.repeat(64), 160)).toBeUndefined()
    expect(decodeUint8(encodeAbiParameters([{ type: 'uint256' }], [256n]))).toBeUndefined()
    expect(decodeUint8('0x')).toBeUndefined()
    // A string whose length runs past the data.
    expect(
      decodeSymbol(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [32n, 99n])),
    ).toBeUndefined()
    expect(
      decodeSymbol(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 1n])),
    ).toBeUndefined()
  })
})
