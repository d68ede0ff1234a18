import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeFoyer } from '../../_test/fakeFoyer.js'
import { metamask, walletConnect } from '../../_test/fixtures.js'
import { renderWithFoyer } from '../../_test/render.js'

describe('Connect view with the wallet directory down', () => {
  it('keeps installed wallets and WalletConnect, says the directory failed and why, and retries', async () => {
    const foyer = createFakeFoyer()
    foyer.groups = [
      { type: 'walletConnect', connectors: [walletConnect] },
      { type: 'injected', connectors: [metamask] },
    ]
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'Connect' }))
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(screen.queryByRole('alert')).toBeNull()

    act(() =>
      foyer.setState({
        walletDirectoryStatus: { loading: false, error: 'The service did not answer in time' },
      }),
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain(
      'Could not load recommended wallets: The service did not answer in time',
    )
    expect(within(list).getByRole('button', { name: /MetaMask/ })).toBeTruthy()
    expect(within(list).getByRole('button', { name: /WalletConnect/ })).toBeTruthy()
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(foyer.loadWalletDirectory).toHaveBeenCalledTimes(1)

    act(() => foyer.setState({ walletDirectoryStatus: { loading: false, error: undefined } }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
