import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeFoyer } from '../_test/fakeFoyer.js'
import { metamask } from '../_test/fixtures.js'
import { renderWithFoyer } from '../_test/render.js'

describe('ConnectingExternal view', () => {
  it('waits for the wallet, then shows its error and retries', async () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'ConnectingExternal', data: { connector: metamask } } }))
    expect(await screen.findByRole('dialog', { name: 'MetaMask' })).toBeTruthy()
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    expect(screen.getByText('Accept connection request in the wallet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()

    act(() => foyer.setState({ connectionError: { connectorId: 'other', message: 'Nope' } }))
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()

    act(() =>
      foyer.setState({
        connectionError: { connectorId: metamask.id, message: 'User rejected the request.' },
      }),
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Connection declined')
    expect(alert.textContent).toContain('User rejected the request.')

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(foyer.connect).toHaveBeenCalledWith(metamask.id, { chain: 'eip155' })
    act(() => foyer.setState({ connectionError: undefined }))
    expect(screen.getByText('Continue in MetaMask')).toBeTruthy()
  })
})
