// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeObserverWindow, HIDDEN, VISIBLE } from '../_test/fakeObserver.js'
import { createVisibilityGate, guardApprove, tracksVisibility } from './visibilityGate.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('the visibility gate', () => {
  it('stays shut while the card is not visible, however long', () => {
    vi.useFakeTimers()
    const changes: boolean[] = []
    const gate = createVisibilityGate((ready) => changes.push(ready))
    gate.update([HIDDEN])
    vi.advanceTimersByTime(10_000)
    expect(gate.ready).toBe(false)
    // Intersecting without v2's isVisible, or only partly on screen, is not seen either.
    gate.update([{ isIntersecting: true, intersectionRatio: 1 }])
    gate.update([{ isIntersecting: true, intersectionRatio: 0.6, isVisible: true }])
    vi.advanceTimersByTime(10_000)
    expect(gate.ready).toBe(false)
    expect(changes).toEqual([])
  })

  it('opens once the card has been visible for 500 ms', () => {
    vi.useFakeTimers()
    const changes: boolean[] = []
    const gate = createVisibilityGate((ready) => changes.push(ready))
    gate.update([HIDDEN, VISIBLE])
    vi.advanceTimersByTime(499)
    expect(gate.ready).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.ready).toBe(true)
    expect(changes).toEqual([true])
  })

  it('starts the 500 ms again after any loss of visibility, and shuts at once when lost', () => {
    vi.useFakeTimers()
    const gate = createVisibilityGate(() => {})
    gate.update([VISIBLE])
    vi.advanceTimersByTime(400)
    gate.update([HIDDEN])
    gate.update([VISIBLE])
    vi.advanceTimersByTime(400)
    expect(gate.ready).toBe(false)
    vi.advanceTimersByTime(100)
    expect(gate.ready).toBe(true)
    gate.update([HIDDEN])
    expect(gate.ready).toBe(false)
    // Repeated "visible" reports do not restart a running half second.
    gate.update([VISIBLE])
    vi.advanceTimersByTime(300)
    gate.update([VISIBLE])
    vi.advanceTimersByTime(200)
    expect(gate.ready).toBe(true)
  })
})

describe('guardApprove', () => {
  it('watches the card with trackVisibility and a 100 ms delay, and reads pending entries on a click', () => {
    vi.useFakeTimers()
    const win = fakeObserverWindow()
    const card = document.createElement('div')
    const changes: boolean[] = []
    const guard = guardApprove(card, win, (ready) => changes.push(ready))
    expect(guard.mode).toBe('visibility')
    const observer = win.observers[0]
    expect(observer?.options).toMatchObject({ trackVisibility: true, delay: 100 })
    expect(observer?.targets).toEqual([card])
    if (guard.mode !== 'visibility' || !observer) return
    observer.deliver(VISIBLE)
    vi.advanceTimersByTime(500)
    expect(guard.check()).toBe(true)
    // The page hid the frame just now; the browser has the entry but has not called back yet.
    observer.pending.push(HIDDEN)
    expect(guard.check()).toBe(false)
    expect(changes).toEqual([true, false])
    guard.dispose()
    expect(observer.disconnected).toBe(true)
  })

  it('asks for a press and hold where the browser has no isVisible', () => {
    const card = document.createElement('div')
    expect(tracksVisibility({})).toBe(false)
    expect(guardApprove(card, {}, () => {}).mode).toBe('hold')
    // IntersectionObserver v1 only (Firefox, Safari).
    const v1 = { IntersectionObserver: class {}, IntersectionObserverEntry: class {} }
    expect(guardApprove(card, v1 as never, () => {}).mode).toBe('hold')
    expect(tracksVisibility(fakeObserverWindow())).toBe(true)
  })
})
