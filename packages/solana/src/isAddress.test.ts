import { describe, expect, it } from 'vitest'
import { SolanaAdapter } from './SolanaAdapter.js'

const adapter = new SolanaAdapter({ storage: null })

describe('isAddress', () => {
  it.each([
    '11111111111111111111111111111111', // the System Program: 32 characters, 32 zero bytes
    'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', // 43 characters
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', // 44 characters
  ])('accepts %s', async (address) => {
    expect(await adapter.isAddress(address)).toBe(true)
  })

  it.each([
    ['31 characters', '1111111111111111111111111111111'],
    ['45 characters', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vx'],
    ['a 0 (not base58)', '0PjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['an l (not base58)', 'lPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['33 bytes when decoded', '111111111111111111111111111111111'],
    ['more than 32 bytes when decoded', 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz'],
    ['empty', ''],
  ])('rejects %s', async (_, address) => {
    expect(await adapter.isAddress(address)).toBe(false)
  })
})
