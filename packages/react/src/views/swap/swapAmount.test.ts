import { describe, expect, it } from 'vitest'
import { readPayField, shownAmount, shownDecimals, usdValue } from './swapAmount.js'

describe('swap amounts as shown', () => {
  it('cuts a 17-decimal Max to 6 decimals, never rounding up', () => {
    expect(shownDecimals('0.98999999999999999')).toBe('0.989999')
    expect(shownDecimals('1484.5')).toBe('1484.5')
    expect(shownDecimals('2')).toBe('2')
    expect(shownDecimals('0.0000001')).toBe('0.0000001')
  })

  it('groups both fields the same way in the visitor’s language', () => {
    expect(shownAmount('12345.98999999999999999', 'en')).toBe('12,345.989999')
    expect(shownAmount('12345.5', 'de')).toBe('12.345,5')
    expect(shownAmount('not a number', 'en')).toBe('not a number')
  })

  it('gives a USD value only when the price is known', () => {
    expect(usdValue('1.5', 2000)).toBe(3000)
    expect(usdValue('1.5', 0)).toBeUndefined()
    expect(usdValue('', 2000)).toBeUndefined()
    expect(usdValue('abc', 2000)).toBeUndefined()
  })
})

describe('the pay field read back', () => {
  it('drops the grouping it shows, in the language’s own marks only', () => {
    expect(readPayField('12,345.5', 'en')).toBe('12345.5')
    expect(readPayField('12.345,5', 'de')).toBe('12345.5')
    expect(readPayField('1,5', 'de')).toBe('1.5')
    expect(readPayField('0.5', 'en')).toBe('0.5')
    // Not a grouped number of the language: read as typed, which core then refuses.
    expect(readPayField('1,23', 'en')).toBe('1,23')
  })
})
