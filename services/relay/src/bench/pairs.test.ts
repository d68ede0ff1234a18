import { describe, expect, it } from 'vitest'
import { pairAcross, pairWithin } from './pairs.js'

describe('bench pairs', () => {
  it('pairs every client across instances when they split evenly, whatever the order', () => {
    const placements = ['a', 'a', 'b', 'a', 'b', 'b']
    const { partner, across } = pairAcross(placements)
    expect(across).toBe(3)
    placements.forEach((placement, i) => {
      const other = partner[i] as number
      expect(partner[other]).toBe(i)
      expect(placements[other]).not.toBe(placement)
    })
  })

  it('pairs within instances for the same topology without crossing, whatever the order', () => {
    const placements = ['a', 'b', 'b', 'a', 'a', 'b']
    const { partner, across } = pairWithin(placements)
    expect(across).toBe(1)
    expect(pairWithin(['a', 'b', 'a', 'b']).across).toBe(0)
    for (const [i] of placements.entries()) expect(partner[partner[i] as number]).toBe(i)
  })

  it('pairs neighbours on one instance, and what is left over on an uneven split', () => {
    expect(pairAcross(['', '', '', ''])).toEqual({ partner: [1, 0, 3, 2], across: 0 })
    const { across } = pairAcross(['a', 'a', 'a', 'b'])
    expect(across).toBe(1)
  })
})
