import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FoyerBoundary } from './FoyerBoundary.js'
import { importWithRetry, loadable, useLoaded } from './loadable.js'

const Hello = () => <p>Hello from the chunk</p>

describe('importWithRetry', () => {
  it('tries again after a failed import, up to three tries', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module')
    expect(await importWithRetry(load, [0, 0])).toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
    const never = vi.fn(() => Promise.reject(new TypeError('offline')))
    await expect(importWithRetry(never, [0, 0])).rejects.toThrow('offline')
    expect(never).toHaveBeenCalledTimes(3)
  })
})

describe('loadable in a FoyerBoundary', () => {
  it('shows the fallback when the chunk cannot be loaded, and Try again loads it anew', async () => {
    let online = false
    const chunk = loadable(() =>
      online ? Promise.resolve({ default: Hello }) : Promise.reject(new TypeError('Failed to fetch')),
    )
    // Quiet React's report of the caught error; the fallback is what the visitor sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Page chunk={chunk} />)
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('The host page')).toBeTruthy()
    online = true
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello from the chunk', {}, { timeout: 5000 })).toBeTruthy()
    quiet.mockRestore()
  }, 20_000)

  it('preload fetches the chunk before it renders and never rejects', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }))
    const chunk = loadable(load)
    expect(await chunk.preload()).toEqual({ default: Hello })
    // Loaded ahead: the first render shows it, with no frame of nothing in between.
    render(<LoadedChunk chunk={chunk} />)
    expect(screen.getByText('Hello from the chunk')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
    expect(await loadable(() => Promise.reject(new Error('x'))).preload()).toBeUndefined()
  }, 10_000)

  it('renders a stand-in while the chunk loads and the component once it is in, without suspending', async () => {
    let arrive = (_module: { default: typeof Hello }) => {}
    const chunk = loadable(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)))
    render(<LoadedChunk chunk={chunk} />)
    expect(screen.getByText('Loading the chunk')).toBeTruthy()
    arrive({ default: Hello })
    expect(await screen.findByText('Hello from the chunk')).toBeTruthy()
    expect(screen.queryByText('Loading the chunk')).toBeNull()
  }, 10_000)
})

type Chunk = ReturnType<typeof loadable<{ default: typeof Hello }>>

/** Renders the chunk's component once it is in, as FoyerProvider does; Try again remounts it. */
function LoadedChunk({ chunk }: { chunk: Chunk }) {
  const Loaded = useLoaded(chunk)?.default
  return Loaded ? <Loaded /> : <p>Loading the chunk</p>
}

function Page({ chunk }: { chunk: Chunk }) {
  return (
    <main>
      <p>The host page</p>
      <FoyerBoundary
        onReset={chunk.reset}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      >
        <LoadedChunk chunk={chunk} />
      </FoyerBoundary>
    </main>
  )
}
