import { createFakeConnector } from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { metamask } from '../_test/fixtures.js'
import { renderWithFoyer } from '../_test/render.js'
import { createTestFoyer } from '../_test/testFoyer.js'

const declined = { code: 4001, message: 'User rejected' }

describe('ConnectingExternal view', () => {
  it('waits for the wallet, then shows its error and retries', async () => {
    const { foyer, adapter } = createTestFoyer({
      wallet: { connectors: [createFakeConnector(), createFakeConnector(metamask)] },
    })
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'ConnectingExternal', data: { connector: metamask } } }))
    expect(await screen.findByRole('dialog', { name: 'MetaMask' })).toBeTruthy()
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    expect(screen.getByText('Accept connection request in the wallet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()

    // Another wallet's failure is not this view's.
    adapter.failNext('connect', declined)
    await act(() => foyer.connect('io.foyer.fake').catch(() => {}))
    expect(foyer.getState().connectionError?.connectorId).toBe('io.foyer.fake')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()

    adapter.failNext('connect', declined)
    await act(() => foyer.connect(metamask.id).catch(() => {}))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Connection declined')
    expect(alert.textContent).toContain('User rejected the request.')

    // Try again asks the same wallet; while it waits, the view waits with it.
    const wallet = adapter.hold('connect')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    expect(adapter.callsOf('connect').at(-1)?.args).toEqual([{ connectorId: metamask.id, chainId: 1 }])
    await act(async () => wallet.release())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(foyer.getState().accounts.eip155?.connectorId).toBe(metamask.id)
  })
})
