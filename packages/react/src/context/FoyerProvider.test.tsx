import type { FoyerInitialState } from '@foyer/core'
import { render, screen } from '@testing-library/react'
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
