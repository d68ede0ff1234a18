import { describe, expect, it } from 'vitest'
import { createPromiseCache } from './promiseCache.js'

function setup() {
  let time = 1_000
  const cache = createPromiseCache<string>({ maxAge: 300_000, failureMaxAge: 10_000, now: () => time })
  let loads = 0
  const load = (value = 'ok') => {
    loads++
    return Promise.resolve(`${value}#${loads}`)
  }
  const fail = () => {
    loads++
    return Promise.reject(new Error(`failed #${loads}`))
  }
  return { cache, load, fail, loads: () => loads, advance: (ms: number) => (time += ms) }
}

describe('createPromiseCache', () => {
  it('shares one load between concurrent calls for the same key', async () => {
    const { cache, load, loads } = setup()
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    expect([a, b]).toEqual(['ok#1', 'ok#1'])
    expect(loads()).toBe(1)
  })

  it('keeps a value for maxAge, then loads again', async () => {
    const { cache, load, advance } = setup()
    expect(await cache.get('k', load)).toBe('ok#1')
    advance(299_999)
    expect(await cache.get('k', load)).toBe('ok#1')
    advance(1)
    expect(await cache.get('k', load)).toBe('ok#2')
  })

  it('keys entries apart', async () => {
    const { cache, load } = setup()
    expect(await cache.get('a', () => load('a'))).toBe('a#1')
    expect(await cache.get('b', () => load('b'))).toBe('b#2')
    expect(await cache.get('a', () => load('a'))).toBe('a#1')
  })

  it('keeps a failure only for failureMaxAge', async () => {
    const { cache, fail, load, advance } = setup()
    await expect(cache.get('k', fail)).rejects.toThrow('failed #1')
    advance(9_999)
    await expect(cache.get('k', load)).rejects.toThrow('failed #1')
    advance(1)
    expect(await cache.get('k', load)).toBe('ok#2')
  })

  it('turns a load that throws synchronously into a cached rejection', async () => {
    const { cache } = setup()
    const load = (): Promise<string> => {
      throw new Error('sync')
    }
    await expect(cache.get('k', load)).rejects.toThrow('sync')
  })

  it('forgets everything on clear()', async () => {
    const { cache, load } = setup()
    await cache.get('k', load)
    cache.clear()
    expect(await cache.get('k', load)).toBe('ok#2')
  })
})
