import { EMBEDDED_WALLET_CONNECTOR_ID, type EmbeddedWalletState } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeFoyer } from '../../_test/fakeFoyer.js'
import { ADDRESS, mainnet, polygon } from '../../_test/fixtures.js'
import { renderWithFoyer } from '../../_test/render.js'

const SMART = '0x5afe00000000000000000000000000000000cafe'

async function openEmbedded(embedded: Partial<EmbeddedWalletState>, network = mainnet) {
  const foyer = createFakeFoyer(
    {},
    {
      caipNetwork: network,
      accounts: {
        eip155: {
          status: 'connected',
          address: ADDRESS,
          connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
          connectedWalletInfo: { name: 'ada@example.com' },
        },
      },
    },
  )
  act(() => foyer.setState((state) => ({ embeddedWallet: { ...state.embeddedWallet, ...embedded } })))
  renderWithFoyer(foyer)
  act(() => foyer.open())
  await screen.findByRole('dialog', { name: 'Account' })
  return foyer
}

const both = [
  { address: ADDRESS, type: 'eoa' as const },
  { address: SMART, type: 'smartAccount' as const },
]

describe('Account view: smart account', () => {
  it('labels the smart account and offers the EOA, which the click asks core for', async () => {
    const foyer = await openEmbedded({
      accountType: 'smartAccount',
      accounts: both,
      smartAccountNetworks: [1],
    })
    expect(screen.getByTestId('foyer-account-type').textContent).toBe('Smart account')
    fireEvent.click(screen.getByRole('button', { name: 'Switch to your EOA' }))
    expect(foyer.embeddedWallet.setPreferredAccountType).toHaveBeenCalledWith('eoa')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Switch to your EOA' })).toBeTruthy())
  })

  it('offers the smart account back while the EOA acts', async () => {
    const foyer = await openEmbedded({ accountType: 'eoa', accounts: both, smartAccountNetworks: [1] })
    expect(screen.getByTestId('foyer-account-type').textContent).toBe('EOA')
    fireEvent.click(screen.getByRole('button', { name: 'Switch to your smart account' }))
    expect(foyer.embeddedWallet.setPreferredAccountType).toHaveBeenCalledWith('smartAccount')
  })

  it('offers no switch on a network without smart accounts', async () => {
    await openEmbedded({ accountType: 'eoa', accounts: both, smartAccountNetworks: [1] }, polygon)
    expect(screen.queryByRole('button', { name: /Switch to your/ })).toBeNull()
    expect(screen.queryByTestId('foyer-account-type')).toBeNull()
  })
})
