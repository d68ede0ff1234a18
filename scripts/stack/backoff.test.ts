import { describe, expect, it } from 'vitest'
import { backoffMs } from './backoff.mjs'

describe('backoffMs', () => {
  it('waits 1 s before the first restart, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(backoffMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ])
  })
})
