import { type Connector, connectorGroupsOf, type FoyerInstance, type Route } from '@foyer/core'
import { createFakeAdapter, testSolana } from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { mainnet, polygon } from '../../_test/fixtures.js'
import { renderWithFoyer } from '../../_test/render.js'
import { connectWallet, createTestFoyer } from '../../_test/testFoyer.js'

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

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** Phantom's EVM and Solana connectors, each from its own adapter, as the page announces them. */
function phantomWallet() {
  const evmAdapter = createFakeAdapter({ connectors: [evm] })
  const solanaAdapter = createFakeAdapter({
    namespace: 'solana',
    connectors: [solana],
    address: SOLANA_ADDRESS,
  })
  const test = createTestFoyer({
    networks: [mainnet, polygon, testSolana],
    adapters: [evmAdapter, solanaAdapter],
  })
  renderWithFoyer(test.foyer)
  return { ...test, evmAdapter, solanaAdapter }
}

type MultiChainConnector = Extract<Route, { view: 'ConnectingMultiChain' }>['data']['connector']

/** The one entry core makes of a wallet of several chain families. */
function multiChainEntry(foyer: FoyerInstance) {
  const entry = connectorGroupsOf(foyer)
    .flatMap((group) => group.connectors)
    .find((connector): connector is MultiChainConnector => connector.type === 'MULTI_CHAIN')
  if (!entry) throw new Error('core listed no MULTI_CHAIN entry')
  return entry
}

async function openFamilies(test = phantomWallet()) {
  const connector = multiChainEntry(test.foyer)
  act(() => test.foyer.open({ route: { view: 'ConnectingMultiChain', data: { connector } } }))
  const dialog = await screen.findByRole('dialog', { name: 'Phantom' })
  return { ...test, dialog, list: await within(dialog).findByRole('list', { name: 'Chains' }) }
}

const declined = { code: 4001, message: 'User rejected' }

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
    const { foyer, list, evmAdapter, solanaAdapter } = await openFamilies()
    // Declined: ConnectingExternal's error and retry, for the Solana connector.
    solanaAdapter.failNext('connect', declined)
    fireEvent.click(within(list).getByRole('button', { name: 'Solana' }))
    expect(foyer.getState().router.history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      data: { connector: solana },
    })
    expect(await screen.findByText('Connection declined')).toBeTruthy()
    expect(solanaAdapter.callsOf('connect').map((call) => call.args)).toEqual([[{ connectorId: 'Phantom' }]])
    solanaAdapter.failNext('connect', declined)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(solanaAdapter.callsOf('connect')).toHaveLength(2))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')

    // Back to the families: the other one connects its own connector.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    const families = await screen.findByRole('list', { name: 'Chains' })
    fireEvent.click(within(families).getByRole('button', { name: 'Ethereum and EVM networks' }))
    await waitFor(() => expect(foyer.getState().accounts.eip155?.status).toBe('connected'))
    expect(evmAdapter.callsOf('connect').map((call) => call.args)).toEqual([
      [{ connectorId: 'app.phantom', chainId: 1 }],
    ])
    expect(foyer.getState().accounts.solana?.status).toBe('disconnected')
  })

  it('is reachable and picked with the keyboard', async () => {
    const { foyer, solanaAdapter } = await openFamilies()
    const user = userEvent.setup()
    const solanaButton = screen.getByRole('button', { name: 'Solana' })
    for (let i = 0; i < 10 && document.activeElement !== solanaButton; i++) await user.tab()
    expect(document.activeElement).toBe(solanaButton)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(foyer.getState().accounts.solana?.status).toBe('connected'))
    expect(solanaAdapter.callsOf('connect').map((call) => call.args)).toEqual([[{ connectorId: 'Phantom' }]])
  })

  it('marks a family this wallet already connected, and keeps the families in adapter order', async () => {
    const test = phantomWallet()
    await connectWallet(test.foyer, 'Phantom', 'solana')
    // Recent through its Solana connector, the entry leads with it; the families do not reorder.
    expect(multiChainEntry(test.foyer).connectors?.map((c) => c.chain)).toEqual(['solana', 'eip155'])
    const { list, solanaAdapter } = await openFamilies(test)
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
      solanaAdapter.emit('accountChanged', {
        address: SOLANA_ADDRESS,
        chainId: testSolana.id,
        connectorId: 'Solflare',
      }),
    )
    expect(within(list).getByRole('button', { name: /Solana/ }).textContent).toBe('Solana')
  })
})
