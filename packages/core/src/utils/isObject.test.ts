import { describe, expect, it } from 'vitest'
import { isObject } from './isObject.js'

describe('isObject', () => {
  it('is true for plain objects and false for null, arrays and other values', () => {
    expect(isObject({})).toBe(true)
    expect(isObject({ view: 'Connect' })).toBe(true)
    for (const value of [null, undefined, [], [1], 'text', 1, true, () => {}])
      expect(isObject(value)).toBe(false)
  })
})
