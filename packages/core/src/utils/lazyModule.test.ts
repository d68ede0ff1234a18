import { describe, expect, it, vi } from 'vitest'
import { lazyModule } from './lazyModule.js'

describe('lazyModule', () => {
  it('loads once, then calls into the module in the same tick', async () => {
    const load = vi.fn(async () => ({ double: async (n: number) => n * 2 }))
    const lazy = lazyModule(load)
    expect(await lazy.run((m) => m.double(2))).toBe(4)
    let sync = false
    const result = lazy.run(async (m) => {
      sync = true
      return m.double(3)
    })
    expect(sync).toBe(true)
    expect(await result).toBe(6)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<{ value: () => Promise<number> }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ value: async () => 7 })
    const lazy = lazyModule(load)
    lazy.preload()
    await expect(lazy.run((m) => m.value())).rejects.toThrow('Failed to fetch')
    expect(await lazy.run((m) => m.value())).toBe(7)
  })
})
