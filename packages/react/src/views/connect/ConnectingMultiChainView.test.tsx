import type { Connector, MultiChainConnector } from '@foyer/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { createFakeFoyer } from '../../_test/fakeFoyer.js'
import { renderWithFoyer } from '../../_test/render.js'

const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
// One wallet announced through EIP-6963 (id its rdns) and the wallet standard (id its name).
const evm: Connector = {
  id: 'app.phantom',
  type: 'ANNOUNCED',
  name: 'Phantom',
  chain: 'eip155',
  info: { rdns: 'app.phantom' },
  imageUrl: icon,
}
const solana: Connector = { id: 'Phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' }
const phantom: MultiChainConnector = { ...evm, type: 'MULTI_CHAIN', connectors: [evm, solana] }

async function openFamilies(foyer = createFakeFoyer(), connector = phantom) {
  renderWithFoyer(foyer)
  act(() => foyer.open({ route: { view: 'ConnectingMultiChain', data: { connector } } }))
  const dialog = await screen.findByRole('dialog', { name: 'Phantom' })
  return { foyer, dialog, list: await within(dialog).findByRole('list', { name: 'Chains' }) }
}

describe('ConnectingMultiChain view', () => {
  it("titles the wallet's name and lists its chain families with its icon, axe-clean", async () => {
    const { dialog, list } = await openFamilies()
    expect(within(dialog).getByText('Select a chain')).toBeTruthy()
    expect(
      within(dialog).getByText('Phantom works with more than one chain. Pick the one to connect.'),
    ).toBeTruthy()
    const families = within(list).getAllByRole('button')
    expect(families.map((button) => button.textContent)).toEqual(['Ethereum and EVM networks', 'Solana'])
    // The wallet's icon on each family, the Solana connector's missing one taken from the wallet.
    expect(families.map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual([icon, icon])
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([])
  })

  it("connects the picked family's connector with its chain, through ConnectingExternal", async () => {
    const { foyer, list } = await openFamilies()
    fireEvent.click(within(list).getByRole('button', { name: 'Solana' }))
    expect(foyer.router.push).toHaveBeenCalledWith({
      view: 'ConnectingExternal',
      data: { connector: solana },
    })
    expect(foyer.connect).toHaveBeenCalledWith('Phantom', { chain: 'solana' })
    expect(await screen.findByText('Continue in Phantom')).toBeTruthy()
    // Declined: ConnectingExternal's error and retry, for the Solana connector.
    act(() =>
      foyer.setState({ connectionError: { connectorId: 'Phantom', message: 'User rejected the request.' } }),
    )
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(foyer.connect).toHaveBeenLastCalledWith('Phantom', { chain: 'solana' })

    // Back to the families: the other one connects its own connector.
    act(() => foyer.setState({ connectionError: undefined }))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    const families = await screen.findByRole('list', { name: 'Chains' })
    fireEvent.click(within(families).getByRole('button', { name: 'Ethereum and EVM networks' }))
    expect(foyer.connect).toHaveBeenLastCalledWith('app.phantom', { chain: 'eip155' })
    expect(foyer.connect).toHaveBeenCalledTimes(3)
  })

  it('is reachable and picked with the keyboard', async () => {
    const { foyer } = await openFamilies()
    const user = userEvent.setup()
    const solanaButton = screen.getByRole('button', { name: 'Solana' })
    for (let i = 0; i < 10 && document.activeElement !== solanaButton; i++) await user.tab()
    expect(document.activeElement).toBe(solanaButton)
    await user.keyboard('{Enter}')
    expect(foyer.connect).toHaveBeenCalledWith('Phantom', { chain: 'solana' })
  })

  it('marks a family this wallet already connected, and keeps the families in adapter order', async () => {
    const foyer = createFakeFoyer(
      {},
      {
        connectors: [evm, solana],
        accounts: {
          eip155: { status: 'disconnected' },
          solana: { status: 'connected', address: 'So1ana', connectorId: 'Phantom' },
        },
      },
    )
    // Recent through its Solana connector, the entry leads with it; the families do not reorder.
    const { list } = await openFamilies(foyer, { ...solana, type: 'MULTI_CHAIN', connectors: [solana, evm] })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ethereum and EVM networks', 'SolanaConnected'])
    expect(within(list).getByRole('button', { name: /Ethereum/ }).textContent).toBe(
      'Ethereum and EVM networks',
    )
    // Another wallet's Solana account is not this one's.
    act(() =>
      foyer.setState({
        accounts: { solana: { status: 'connected', address: 'So1ana', connectorId: 'Solflare' } },
      }),
    )
    expect(within(list).getByRole('button', { name: /Solana/ }).textContent).toBe('Solana')
  })
})
