import type { FoyerInitialState } from '@foyer/core'
import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestFoyer } from '../_test/testFoyer.js'
import { FoyerProvider } from './FoyerProvider.js'

describe('FoyerProvider props', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  // A remembered connection without its list, as a hand-written prop might be.
  const initialState = { connections: 'none' } as unknown as FoyerInitialState

  it('are checked in development builds, naming the prop', () => {
    vi.stubEnv('NODE_ENV', 'development')
    const { foyer } = createTestFoyer()
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<FoyerProvider foyer={foyer} initialState={initialState} />)).toThrow(
      'Invalid parameter "initialState": connections: must be an object',
    )
    quiet.mockRestore()
  })

  it('are not checked in production builds, which leave the check out', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const { foyer } = createTestFoyer()
    render(
      <FoyerProvider foyer={foyer} initialState={initialState}>
        rendered
      </FoyerProvider>,
    )
    expect(screen.getByText('rendered')).toBeTruthy()
  })
})

/** Shows what a render threw, as an app's error boundary would. */
class Caught extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    // The first line: Foyer's errors add their details below it.
    return this.state.error ? <p>{this.state.error.message.split('\n')[0]}</p> : this.props.children
  }
}

describe('FoyerProvider messages', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })
  const typo = { conectWallet: 'Sign in' } as never
  /** A provider given a text id that no text has (a typo), under an error boundary. */
  function renderWithTypo() {
    const { foyer } = createTestFoyer()
    render(
      <Caught>
        <FoyerProvider foyer={foyer} messages={typo}>
          rendered
        </FoyerProvider>
      </Caught>,
    )
    return foyer
  }

  it('names a text id that no text has, in development builds', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithTypo()
    expect(
      await screen.findByText('Invalid parameter "messages": has no text with the id conectWallet'),
    ).toBeTruthy()
    quiet.mockRestore()
  })

  it('are not checked in production builds, where the modal still opens with them', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const foyer = renderWithTypo()
    act(() => foyer.open())
    // The check would have run on the chunk the modal waits for: once the modal is up, it would have thrown.
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(screen.getByText('rendered')).toBeTruthy()
  })
})
