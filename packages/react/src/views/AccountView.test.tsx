import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@foyer/core'
import {
  createFakeAdapter,
  createFakeConnector,
  createScriptedFrame,
  FAKE_ADDRESS,
} from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubCloud } from '../_test/cloud.js'
import { signInWithEmail } from '../_test/embedded.js'
import { ADDRESS, mainnet, metamask, polygon } from '../_test/fixtures.js'
import { renderWithFoyer } from '../_test/render.js'
import { connectWallet, createTestFoyer } from '../_test/testFoyer.js'

const frame = createScriptedFrame()
/** Scripted in place of the secure site's frame: createFoyer's seams, no module mock. */
const scripted = { embeddedWallet: { frameTransport: frame.transport } }
beforeEach(() => frame.reset())

/** A network beyond EVM as an app lists it: its id is the CAIP-2 reference. */
function networkOf(
  caipNetworkId: CaipNetworkId,
  name: string,
  nativeCurrency: CaipNetwork['nativeCurrency'],
  rpcUrl: string,
): CaipNetwork {
  const [chainNamespace, id] = caipNetworkId.split(':') as [ChainNamespace, string]
  return { id, caipNetworkId, chainNamespace, name, nativeCurrency, rpcUrls: { default: { http: [rpcUrl] } } }
}

async function openAccount(network: CaipNetwork = mainnet) {
  const cloud = stubCloud()
  const test = createTestFoyer({
    ...scripted,
    wallet: { balance: { balance: '2.5', symbol: 'ETH' }, chainId: network.id },
  })
  renderWithFoyer(test.foyer)
  await connectWallet(test.foyer)
  act(() => test.foyer.open())
  await screen.findByRole('dialog', { name: 'Account' })
  await screen.findByText('0x12…345678')
  return { ...test, cloud }
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

  it("copies the address from the icon button beside it and confirms with a visible 'Copied'", async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { foyer } = await openAccount()
    const button = screen.getByRole('button', { name: 'Copy address' })
    // Beside the address, not down in the list of actions.
    expect(button.parentElement?.textContent).toContain('0x12…345678')
    fireEvent.click(button)
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ADDRESS))
    await waitFor(() =>
      expect(button.parentElement?.querySelector('[role="status"]')?.textContent).toBe('Copied'),
    )
    expect(screen.getByText('Copied')).toBeTruthy()
    expect(foyer.getState().snackbar).toBeUndefined()
  })

  it("says 'Failed to copy address' when the clipboard refuses", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    })
    await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    const snackbar = await screen.findByRole('alert')
    expect(snackbar.textContent).toBe('Failed to copy address')
    expect(screen.queryByText('Copied')).toBeNull()
  })

  it("shows the connected wallet's name and icon", async () => {
    const { foyer } = createTestFoyer({
      ...scripted,
      wallet: { connectors: [createFakeConnector(metamask)] },
    })
    renderWithFoyer(foyer)
    await connectWallet(foyer, metamask.id)
    act(() => foyer.open())
    const wallet = await screen.findByTestId('foyer-connected-wallet')
    expect(wallet.textContent).toBe('Wallet: MetaMask')
    expect(wallet.querySelector('img')?.getAttribute('src')).toBe(metamask.imageUrl)
  })

  it("names an embedded wallet with neither email nor user name 'Email wallet'", async () => {
    frame.handlers.GET_USER = () => ({ email: null, address: FAKE_ADDRESS, chainId: 1 })
    const { foyer } = createTestFoyer({
      ...scripted,
      wallet: { embedded: true },
    })
    renderWithFoyer(foyer)
    await signInWithEmail(foyer)
    act(() => foyer.open())
    const wallet = await screen.findByTestId('foyer-connected-wallet')
    expect(wallet.textContent).toBe('Wallet: Email wallet')
  })

  it('puts Disconnect last, after the portfolio tabs', async () => {
    await openAccount()
    const dialog = screen.getByRole('dialog', { name: 'Account' })
    const controls = within(dialog).getAllByRole('button')
    expect(controls.at(-1)?.textContent).toBe('Disconnect')
    const tablist = within(dialog).getByRole('tablist')
    const disconnect = within(dialog).getByRole('button', { name: 'Disconnect' })
    expect(tablist.compareDocumentPosition(disconnect) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('asks for the identity (name and avatar) only once the account view is open', async () => {
    const cloud = stubCloud()
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer)
    await connectWallet(foyer)
    const identity = () => cloud.requests.filter((url) => url.pathname.startsWith('/v1/identity/'))
    expect(identity()).toEqual([])
    act(() => foyer.open())
    await screen.findByRole('dialog', { name: 'Account' })
    await waitFor(() => expect(identity()).toHaveLength(1))
    expect(identity()[0]?.pathname).toBe(`/v1/identity/${ADDRESS}`)
    expect(identity()[0]?.searchParams.get('chainId')).toBe('eip155:1')
  })

  it('opens Send next to Receive', async () => {
    const { foyer } = await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(foyer.getState().router.history.at(-1)?.view).toBe('Send')
    expect(await screen.findByRole('dialog', { name: 'Send' })).toBeTruthy()
  })

  it('opens Networks and disconnects', async () => {
    const { foyer, adapter } = await openAccount()
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(foyer.getState().accounts.eip155?.status).toBe('disconnected'))
    expect(adapter.callsOf('disconnect')).toHaveLength(1)
  })

  it('shows the profile name and image when there is one', async () => {
    stubCloud({ identity: { name: 'alice.eth', avatar: 'https://x/a.png' } })
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer)
    await connectWallet(foyer)
    act(() => foyer.open())
    expect(await screen.findByText('alice.eth')).toBeTruthy()
    expect(screen.queryByTestId('foyer-avatar-gradient')).toBeNull()
    expect(
      screen.getByRole('dialog', { name: 'Account' }).querySelector('img[src="https://x/a.png"]'),
    ).toBeTruthy()
  })
})

describe('Account view of a namespace without balances (Polkadot through WalletConnect)', () => {
  it('says balances are not shown instead of a zero, and offers no Send or portfolio tabs', async () => {
    const polkadot = networkOf(
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'Polkadot',
      { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      'https://rpc.polkadot.io',
    )
    const address = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    // An adapter with no balances to read, as the UniversalAdapter's polkadot namespace.
    const adapter = createFakeAdapter({ namespace: 'polkadot', address, balance: false })
    const { foyer } = createTestFoyer({
      ...scripted,
      networks: [polkadot],
      adapters: [adapter],
    })
    renderWithFoyer(foyer)
    await connectWallet(foyer)
    act(() => foyer.open())
    await screen.findByRole('dialog', { name: 'Account' })
    expect(screen.getByTestId('foyer-balance-unavailable').textContent).toBe(
      'Balances are not shown for Polkadot accounts: your wallet holds them',
    )
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy()
  })
})

describe('Account view of a Bitcoin wallet', () => {
  it('shows the payment address and lists the ordinals address beside it', async () => {
    const regtest = networkOf(
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      'Bitcoin Regtest',
      { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      'http://127.0.0.1:3002',
    )
    const payment = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
    const ordinals = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkanncu'
    const adapter = createFakeAdapter({
      namespace: 'bip122',
      address: payment,
      balance: { balance: '10', symbol: 'BTC' },
      accounts: [
        { address: payment, type: 'payment' },
        { address: ordinals, type: 'ordinal' },
      ],
    })
    const { foyer } = createTestFoyer({
      ...scripted,
      networks: [regtest],
      adapters: [adapter],
    })
    renderWithFoyer(foyer)
    await connectWallet(foyer)
    act(() => foyer.open())
    await screen.findByRole('dialog', { name: 'Account' })
    expect(screen.getByText('bcrt…wjpnuw')).toBeTruthy()
    const line = screen.getByTestId('foyer-ordinals-address')
    expect(line.textContent).toBe('Ordinals address: bcrt…kanncu')
    expect(line.getAttribute('title')).toBe(ordinals)
  })
})
