import type { FakeAdapter } from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { polygon } from '../_test/fixtures.js'
import { renderWithFoyer } from '../_test/render.js'
import { connectWallet, createTestFoyer } from '../_test/testFoyer.js'

const unsupported = new Error('Chain is not supported')

/** A connected wallet, so a switch asks it first. */
async function connected(options: Parameters<typeof createTestFoyer>[0] = {}) {
  const test = createTestFoyer(options)
  renderWithFoyer(test.foyer)
  await connectWallet(test.foyer)
  return test
}

/** Presses Polygon while the wallet refuses the switch, and waits until the list is idle again. */
async function failToSwitch(adapter: FakeAdapter, list: HTMLElement) {
  adapter.failNext('switchNetwork', unsupported)
  fireEvent.click(within(list).getByRole('button', { name: /Polygon/ }))
  await waitFor(() => expect(adapter.callsOf('switchNetwork')).toHaveLength(1))
  await waitFor(() =>
    expect(
      within(list)
        .getByRole('button', { name: /Polygon/ })
        .getAttribute('aria-busy'),
    ).toBe('false'),
  )
}

describe('Networks view', () => {
  it('marks the selected network, switches on click with a busy state, then closes', async () => {
    const { foyer, adapter } = await connected()
    act(() => foyer.open({ view: 'Networks' }))
    const list = await screen.findByRole('list', { name: 'Networks' })
    const ethereum = within(list).getByRole('button', { name: /Ethereum/ })
    const polygonButton = within(list).getByRole('button', { name: /Polygon/ })
    expect(ethereum.getAttribute('aria-current')).toBe('true')
    expect(polygonButton.getAttribute('aria-current')).toBeNull()

    const wallet = adapter.hold('switchNetwork')
    fireEvent.click(polygonButton)
    expect(polygonButton.getAttribute('aria-busy')).toBe('true')
    await waitFor(() =>
      expect(adapter.callsOf('switchNetwork').map((call) => call.args)).toEqual([[polygon]]),
    )
    await act(async () => wallet.release())
    // Opened on its own (the network button): the switch was the whole errand.
    await waitFor(() => expect(foyer.getState().open).toBe(false))
    expect(foyer.getState().caipNetwork).toBe(polygon)
  })

  it('stays open on a failed switch', async () => {
    const { foyer, adapter } = await connected()
    act(() => foyer.open({ view: 'Networks' }))
    const list = await screen.findByRole('list', { name: 'Networks' })
    await failToSwitch(adapter, list)
    expect(foyer.getState().open).toBe(true)
    expect(foyer.getState().caipNetwork?.name).toBe('Ethereum')
    expect(screen.getByRole('list', { name: 'Networks' })).toBeTruthy()
  })
})

describe('Networks view opened from Account', () => {
  it('returns to Account after a successful switch, and stays after a failed one', async () => {
    const { foyer, adapter } = await connected()
    act(() => foyer.open({ view: 'Account' }))
    act(() => foyer.router.push('Networks'))
    const list = await screen.findByRole('list', { name: 'Networks' })

    await failToSwitch(adapter, list)
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Networks')

    fireEvent.click(within(list).getByRole('button', { name: /Polygon/ }))
    await waitFor(() => expect(foyer.getState().router.history.at(-1)?.view).toBe('Account'))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })
})

describe('UnsupportedChain view', () => {
  it('explains the problem, lists networks to switch to, and cannot be closed', async () => {
    // The wallet is on a network the app did not ask for.
    const { foyer, adapter } = await connected({ wallet: { chainId: 999 } })
    expect(await screen.findByText(/Switch to a supported network/)).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Networks' })
    const wallet = adapter.hold('switchNetwork')
    fireEvent.click(within(list).getByRole('button', { name: /Polygon/ }))
    await waitFor(() =>
      expect(adapter.callsOf('switchNetwork').map((call) => call.args)).toEqual([[polygon]]),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(foyer.getState().open).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Switch Network' })).toBeTruthy()
    // Once the wallet is on a requested network, the account shows.
    await act(async () => wallet.release())
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })
})
