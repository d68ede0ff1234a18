import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeFoyer } from '../_test/fakeFoyer.js'
import { ADDRESS, polygon } from '../_test/fixtures.js'
import { renderWithFoyer } from '../_test/render.js'

async function openAccount(network = createFakeFoyer().options.networks[0]) {
  const foyer = createFakeFoyer(
    {},
    {
      caipNetwork: network,
      accounts: { eip155: { status: 'connected', address: ADDRESS, balance: '2.5', balanceSymbol: 'ETH' } },
    },
  )
  renderWithFoyer(foyer)
  act(() => foyer.open())
  await screen.findByRole('dialog', { name: 'Account' })
  await screen.findByText('0x12…345678')
  return foyer
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Account view', () => {
  it('shows the generated avatar, short address, balance and network', async () => {
    await openAccount()
    expect(screen.getByTestId('foyer-avatar-gradient')).toBeTruthy()
    expect(screen.getByText('2.500 ETH')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Network: Ethereum' })).toBeTruthy()
  })

  it('links to the block explorer in a new tab', async () => {
    await openAccount()
    const link = screen.getByRole('link', { name: 'Block Explorer' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('has no explorer link when the network has no explorer', async () => {
    await openAccount(polygon)
    expect(screen.queryByRole('link', { name: 'Block Explorer' })).toBeNull()
  })

  it("copies the address and confirms with 'Address copied'", async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const foyer = await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(foyer.showSnackbar).toHaveBeenCalledWith('success', 'Address copied'))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(await screen.findByText('Address copied')).toBeTruthy()
  })

  it('asks for the identity (name and avatar) only once the account view is open', async () => {
    const foyer = createFakeFoyer({}, { accounts: { eip155: { status: 'connected', address: ADDRESS } } })
    renderWithFoyer(foyer)
    expect(foyer.fetchIdentity).not.toHaveBeenCalled()
    act(() => foyer.open())
    await screen.findByRole('dialog', { name: 'Account' })
    await waitFor(() => expect(foyer.fetchIdentity).toHaveBeenCalledWith(ADDRESS, 'eip155:1'))
  })

  it('opens Send next to Receive', async () => {
    const foyer = await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(foyer.router.push).toHaveBeenCalledWith('Send')
    expect(await screen.findByRole('dialog', { name: 'Send' })).toBeTruthy()
  })

  it('opens Networks and disconnects', async () => {
    const foyer = await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(foyer.disconnect).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
  })

  it('shows the profile name and image when there is one', async () => {
    const foyer = createFakeFoyer(
      {},
      {
        accounts: {
          eip155: {
            status: 'connected',
            address: ADDRESS,
            profileName: 'alice.eth',
            profileImage: 'https://x/a.png',
          },
        },
      },
    )
    renderWithFoyer(foyer)
    act(() => foyer.open())
    expect(await screen.findByText('alice.eth')).toBeTruthy()
    expect(screen.queryByTestId('foyer-avatar-gradient')).toBeNull()
  })
})
