import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createFakeFoyer } from '../_test/fakeFoyer.js'
import { polygon } from '../_test/fixtures.js'
import { renderWithFoyer } from '../_test/render.js'

describe('Networks view', () => {
  it('marks the selected network, switches on click with a busy state, then closes', async () => {
    const foyer = createFakeFoyer()
    let finish: () => void = () => {}
    vi.mocked(foyer.switchNetwork).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            foyer.setState({ caipNetwork: polygon })
            resolve()
          }
        }),
    )
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'Networks' }))
    const list = await screen.findByRole('list', { name: 'Networks' })
    const ethereum = within(list).getByRole('button', { name: /Ethereum/ })
    const polygonButton = within(list).getByRole('button', { name: /Polygon/ })
    expect(ethereum.getAttribute('aria-current')).toBe('true')
    expect(polygonButton.getAttribute('aria-current')).toBeNull()

    fireEvent.click(polygonButton)
    expect(foyer.switchNetwork).toHaveBeenCalledWith(polygon)
    expect(polygonButton.getAttribute('aria-busy')).toBe('true')
    await act(async () => finish())
    // Opened on its own (the network button): the switch was the whole errand.
    expect(foyer.getState().open).toBe(false)
    expect(foyer.getState().caipNetwork).toBe(polygon)
  })

  it('stays open on a failed switch', async () => {
    const foyer = createFakeFoyer()
    vi.mocked(foyer.switchNetwork).mockRejectedValueOnce(new Error('Chain is not supported'))
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'Networks' }))
    const list = await screen.findByRole('list', { name: 'Networks' })
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: /Polygon/ })))
    expect(foyer.getState().open).toBe(true)
    expect(screen.getByRole('list', { name: 'Networks' })).toBeTruthy()
  })
})

describe('Networks view opened from Account', () => {
  it('returns to Account after a successful switch, and stays after a failed one', async () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'Account' }))
    act(() => foyer.router.push('Networks'))
    const list = await screen.findByRole('list', { name: 'Networks' })

    vi.mocked(foyer.switchNetwork).mockRejectedValueOnce(new Error('Chain is not supported'))
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: /Polygon/ })))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Networks')

    vi.mocked(foyer.switchNetwork).mockResolvedValueOnce(undefined)
    await act(async () => fireEvent.click(within(list).getByRole('button', { name: /Polygon/ })))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Account')
  })
})

describe('UnsupportedChain view', () => {
  it('explains the problem, lists networks to switch to, and cannot be closed', async () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'UnsupportedChain' }))
    expect(await screen.findByText(/Switch to a supported network/)).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Networks' })
    fireEvent.click(within(list).getByRole('button', { name: /Polygon/ }))
    expect(foyer.switchNetwork).toHaveBeenCalledWith(polygon)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(foyer.close).toHaveReturnedWith(false)
    expect(screen.getByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
  })
})
