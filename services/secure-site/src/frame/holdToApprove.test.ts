// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdToApprove } from './holdToApprove.js'

afterEach(() => {
  document.body.replaceChildren()
  vi.useRealTimers()
})

function setUp() {
  vi.useFakeTimers()
  const button = document.createElement('button')
  document.body.append(button)
  const progress: number[] = []
  const onDone = vi.fn()
  const stop = holdToApprove(button, { onProgress: (fraction) => progress.push(fraction), onDone })
  const pointer = (type: string) => button.dispatchEvent(new PointerEvent(type, { button: 0, bubbles: true }))
  const key = (type: string, key: string, repeat = false) =>
    button.dispatchEvent(new KeyboardEvent(type, { key, repeat, bubbles: true, cancelable: true }))
  return { button, progress, onDone, stop, pointer, key }
}

describe('holdToApprove', () => {
  it('approves after 1.5 s of holding, with the progress growing to 1', () => {
    const { progress, onDone, pointer } = setUp()
    pointer('pointerdown')
    vi.advanceTimersByTime(1400)
    expect(onDone).not.toHaveBeenCalled()
    expect(progress.at(-1)).toBeCloseTo(1400 / 1500, 2)
    vi.advanceTimersByTime(100)
    expect(onDone).toHaveBeenCalledTimes(1)
    expect(progress.at(-1)).toBe(1)
  })

  it('does nothing for clicks and short presses, and starts over after letting go', () => {
    const { button, progress, onDone, pointer } = setUp()
    for (let i = 0; i < 8; i++) {
      pointer('pointerdown')
      vi.advanceTimersByTime(100)
      pointer('pointerup')
      button.click()
    }
    pointer('pointerdown')
    vi.advanceTimersByTime(1000)
    pointer('pointerleave')
    expect(progress.at(-1)).toBe(0)
    vi.advanceTimersByTime(5000)
    expect(onDone).not.toHaveBeenCalled()
  })

  it('takes a held Space or Enter from the keyboard; key repeats do not restart it', () => {
    const { onDone, key } = setUp()
    key('keydown', ' ')
    vi.advanceTimersByTime(700)
    key('keydown', ' ', true)
    vi.advanceTimersByTime(800)
    expect(onDone).toHaveBeenCalledTimes(1)
    key('keyup', ' ')
    key('keydown', 'Enter')
    vi.advanceTimersByTime(500)
    key('keyup', 'Enter')
    vi.advanceTimersByTime(2000)
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('stops listening once removed', () => {
    const { onDone, pointer, stop } = setUp()
    stop()
    pointer('pointerdown')
    vi.advanceTimersByTime(2000)
    expect(onDone).not.toHaveBeenCalled()
  })
})
