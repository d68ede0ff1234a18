import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import { testMainnet } from '../testing/index.js'

const make = () => createFoyer({ projectId: 'p', networks: [testMainnet], storage: createMemoryStorage() })

describe('snackbar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows at once when none is shown, and auto-hides success after 5 s', async () => {
    const foyer = make()
    await foyer.showSnackbar('success', 'Copied')
    expect(foyer.getState().snackbar).toMatchObject({
      variant: 'success',
      message: { id: 'text', params: { text: 'Copied' } },
    })
    vi.advanceTimersByTime(4999)
    expect(foyer.getState().snackbar).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(foyer.getState().snackbar).toBeUndefined()
  })

  it('stays while held, and gets its whole time again once let go', async () => {
    const foyer = make()
    await foyer.showSnackbar('success', 'Transaction sent')
    vi.advanceTimersByTime(4000)
    foyer.holdSnackbar(true)
    vi.advanceTimersByTime(60_000)
    expect(foyer.getState().snackbar).toBeDefined()
    foyer.holdSnackbar(false)
    vi.advanceTimersByTime(4999)
    expect(foyer.getState().snackbar).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(foyer.getState().snackbar).toBeUndefined()
  })

  it('does not start the clock of a snackbar shown while held', async () => {
    const foyer = make()
    await foyer.showSnackbar('error', 'First')
    foyer.holdSnackbar(true)
    const next = foyer.showSnackbar('success', 'Second')
    await vi.advanceTimersByTimeAsync(150)
    await next
    vi.advanceTimersByTime(30_000)
    expect(foyer.getState().snackbar?.message).toEqual({ id: 'text', params: { text: 'Second' } })
    foyer.holdSnackbar(false)
    vi.advanceTimersByTime(5000)
    expect(foyer.getState().snackbar).toBeUndefined()
  })

  it('keeps a loading snackbar until hidden', async () => {
    const foyer = make()
    await foyer.showSnackbar('loading', 'Switching')
    vi.advanceTimersByTime(60_000)
    expect(foyer.getState().snackbar?.message).toEqual({ id: 'text', params: { text: 'Switching' } })
    foyer.hideSnackbar()
    expect(foyer.getState().snackbar).toBeUndefined()
  })

  it('hides the shown one and waits 150 ms before the next', async () => {
    const foyer = make()
    await foyer.showSnackbar('loading', 'First')
    const firstId = foyer.getState().snackbar?.id
    const shown = foyer.showSnackbar('error', 'Second')
    expect(foyer.getState().snackbar).toBeUndefined()
    await vi.advanceTimersByTimeAsync(149)
    expect(foyer.getState().snackbar).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    await shown
    expect(foyer.getState().snackbar).toMatchObject({
      variant: 'error',
      message: { id: 'text', params: { text: 'Second' } },
    })
    expect(foyer.getState().snackbar?.id).not.toBe(firstId)
  })

  it('lets the latest of two quick calls win', async () => {
    const foyer = make()
    await foyer.showSnackbar('loading', 'First')
    const second = foyer.showSnackbar('success', 'Second')
    const third = foyer.showSnackbar('success', 'Third')
    await vi.advanceTimersByTimeAsync(150)
    await Promise.all([second, third])
    expect(foyer.getState().snackbar?.message).toEqual({ id: 'text', params: { text: 'Third' } })
  })

  it('rejects an empty message', async () => {
    await expect(make().showSnackbar('success', '')).rejects.toThrowError(/Invalid option "showSnackbar"/)
  })
})
