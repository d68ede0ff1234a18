import { describe, expect, it } from 'vitest'
import { TtlCache } from './ttlCache.js'

describe('TtlCache', () => {
  it('returns a value until its time is up', () => {
    const cache = new TtlCache<string>(1000)
    cache.set('a', 'x', 0)
    expect(cache.get('a', 999)).toBe('x')
    expect(cache.get('a', 1000)).toBeUndefined()
  })

  it('drops the oldest entry past its size', () => {
    const cache = new TtlCache<number>(1000, 2)
    cache.set('a', 1, 0)
    cache.set('b', 2, 0)
    cache.set('c', 3, 0)
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3])
  })

  it('stores nothing with a zero lifetime, and never caches a failed load', async () => {
    const off = new TtlCache<number>(0)
    off.set('a', 1)
    expect(off.get('a')).toBeUndefined()
    const cache = new TtlCache<number>(1000)
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.getOrLoad('k', async () => 7)).toBe(7)
    expect(await cache.getOrLoad('k', async () => 8)).toBe(7)
  })

  it('shares one load among concurrent misses of a key, and each waiter sees a failure', async () => {
    const cache = new TtlCache<number>(1000)
    let loads = 0
    let finish: (value: number) => void = () => {}
    const slow = () => {
      loads += 1
      return new Promise<number>((resolve) => {
        finish = resolve
      })
    }
    const waiting = Array.from({ length: 100 }, () => cache.getOrLoad('page', slow))
    finish(42)
    expect(await Promise.all(waiting)).toEqual(Array(100).fill(42))
    expect(loads).toBe(1)
    const failing = Array.from({ length: 3 }, () =>
      cache.getOrLoad('down', () => Promise.reject(new Error('db down'))),
    )
    for (const attempt of failing) await expect(attempt).rejects.toThrow('db down')
    expect(await cache.getOrLoad('down', async () => 5)).toBe(5)
  })
})
