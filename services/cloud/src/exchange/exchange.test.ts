import { describe, expect, it } from 'vitest'
import { amountInUnits } from './amount.js'
import { exchangeConfigOf } from './config.js'

describe('amountInUnits', () => {
  it("reads the hosted kit's bare hex of whole units back to the app's number", () => {
    const kit = (amount: number, decimals: number) => amountInUnits(amount.toString(16), decimals)
    expect(kit(10, 6)).toBe(10_000_000n)
    expect(kit(0.5, 6)).toBe(500_000n)
    expect(kit(0.1, 6)).toBe(100_000n)
    expect(kit(0.3, 18)).toBe(300_000_000_000_000_000n)
    expect(kit(1234.5678, 6)).toBe(1_234_567_800n)
    // Below the asset's unit, or so small the kit's number has an exponent: no amount.
    expect(kit(0.0000001, 6)).toBeUndefined()
    expect(kit(0, 6)).toBeUndefined()
  })

  it('takes 0x… as the smallest unit already', () => {
    expect(amountInUnits('0x989680', 6)).toBe(10_000_000n)
    expect(amountInUnits('0x0', 6)).toBeUndefined()
    expect(amountInUnits('10 USDC', 6)).toBeUndefined()
  })
})

describe('exchangeConfigOf', () => {
  it('is the local exchange on its port unless FOYER_EXCHANGE_URL names others', () => {
    expect(exchangeConfigOf({})).toEqual({ urls: ['http://localhost:5179'] })
    expect(exchangeConfigOf({ FOYER_EXCHANGE_PORT: '15179' })).toEqual({ urls: ['http://localhost:15179'] })
    expect(
      exchangeConfigOf({ FOYER_EXCHANGE_URL: 'https://pay.exchange.example/, http://localhost:5179' }),
    ).toEqual({ urls: ['https://pay.exchange.example', 'http://localhost:5179'] })
    expect(() => exchangeConfigOf({ FOYER_EXCHANGE_URL: 'ftp://x' })).toThrow(
      'FOYER_EXCHANGE_URL: ftp://x is not an http(s) URL',
    )
  })
})
