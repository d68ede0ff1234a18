import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './afterPaint.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('afterPaint', () => {
  it('resolves at the start of the second frame from now, not the first', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    let done = false
    const painted = afterPaint().then(() => {
      done = true
    })
    const nextFrame = async () => {
      for (const callback of frames.splice(0)) callback(0)
      await Promise.resolve()
    }
    await nextFrame()
    expect(done).toBe(false)
    await nextFrame()
    await painted
    expect(done).toBe(true)
  })

  it('resolves after a macrotask where there are no frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    await expect(afterPaint()).resolves.toBeUndefined()
  })
})
