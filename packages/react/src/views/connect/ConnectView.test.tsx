import { createMemoryStorage } from '@foyer/core'
import {
  createFakeAdapter,
  createFakeWallets,
  createScriptedFrame,
  createScriptedWalletConnect,
  testSolana,
} from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { heldResponse, stubCloud } from '../../_test/cloud.js'
import { coinbase, mainnet, metamask, polygon, rabby } from '../../_test/fixtures.js'
import { renderWithFoyer } from '../../_test/render.js'
import { createTestFoyer, type TestFoyerOptions } from '../../_test/testFoyer.js'

const frame = createScriptedFrame()
const wc = createScriptedWalletConnect()
/** Scripted in place of the secure site's frame and the WalletConnect SDK: createFoyer's seams, no module mock. */
const scripted = { embeddedWallet: { frameTransport: frame.transport }, walletConnect: { engine: wc.engine } }

beforeEach(() => {
  frame.reset()
  wc.reset()
  // The directory lists no wallets unless a test says otherwise: the list holds the adapters' alone.
  stubCloud({ wallets: [] })
})

/** The Connect view of an instance whose EVM wallets are `connectors` (WalletConnect only when asked). */
async function openConnect(
  connectors = [metamask],
  options: TestFoyerOptions & { walletConnect?: boolean } = {},
) {
  const { walletConnect = false, ...rest } = options
  const test = createTestFoyer({
    ...scripted,
    ...rest,
    wallet: { connectors, walletConnect, embedded: true },
  })
  renderWithFoyer(test.foyer)
  act(() => test.foyer.open({ view: 'Connect' }))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  return test
}

const top = (foyer: { getState(): { router: { history: readonly unknown[] } } }) =>
  foyer.getState().router.history.at(-1)

describe('Connect view', () => {
  it('lists wallets in the group order core gives, with their tags', async () => {
    // Rabby connected last time.
    const storage = createMemoryStorage()
    storage.setItem('foyer:recentWalletIds', JSON.stringify([rabby.id]))
    await openConnect([metamask, rabby, coinbase], { storage })
    const list = await screen.findByRole('list', { name: 'Wallets' })
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual(['RRabby WalletRecent', 'MetaMaskInstalled', 'CCoinbase Wallet', 'All Wallets'])
  })

  it('shows connect methods in core order', async () => {
    await openConnect([metamask], { features: { connectMethodsOrder: ['email', 'social', 'wallet'] } })
    await screen.findByRole('list', { name: 'Wallets' })
    const sections = Array.from(document.querySelectorAll('section[data-method]')).map((section) =>
      section.getAttribute('data-method'),
    )
    expect(sections).toEqual(['email', 'social', 'wallet'])
  })

  it('hides email, socials and All Wallets when the features are off', async () => {
    await openConnect([metamask], { features: { email: false, socials: false, allWallets: false } })
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(within(list).getAllByRole('button')).toHaveLength(1)
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Social login' })).toBeNull()
  })

  it('pushes ConnectingExternal and connects when a wallet is chosen', async () => {
    const { foyer, adapter } = await openConnect()
    const wallet = adapter.hold('connect')
    fireEvent.click(await screen.findByRole('button', { name: /MetaMask/ }))
    expect(top(foyer)).toEqual({ view: 'ConnectingExternal', data: { connector: metamask } })
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
    // The connection code loads on demand, so the wallet is asked a moment after the view shows.
    await waitFor(() =>
      expect(adapter.callsOf('connect').map((call) => call.args)).toEqual([
        [{ connectorId: 'io.metamask', chainId: 1 }],
      ]),
    )
    await act(async () => wallet.release())
    await waitFor(() => expect(foyer.getState().accounts.eip155?.status).toBe('connected'))
  })

  it('opens the family view for a wallet of several chain families, tagged as its first connector', async () => {
    const solana = {
      ...rabby,
      id: 'Rabby Wallet',
      chain: 'solana' as const,
      imageUrl: 'data:image/png;base64,',
    }
    const evm = createFakeAdapter({ connectors: [metamask, rabby] })
    const sol = createFakeAdapter({ namespace: 'solana', connectors: [solana] })
    const { foyer } = createTestFoyer({
      ...scripted,
      networks: [mainnet, polygon, testSolana],
      adapters: [evm, sol],
    })
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'Connect' }))
    const entry = await screen.findByRole('button', { name: /Rabby Wallet/ })
    expect(entry.textContent).toBe('Rabby WalletInstalled')
    // The entry has no icon of its own: its Solana connector's.
    expect(entry.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,')
    fireEvent.click(entry)
    const route = top(foyer) as { view: string; data: { connector: { type: string; connectors: unknown[] } } }
    expect(route.view).toBe('ConnectingMultiChain')
    expect(route.data.connector.type).toBe('MULTI_CHAIN')
    expect(route.data.connector.connectors).toEqual([rabby, solana])
    expect(evm.callsOf('connect')).toEqual([])
    expect(sol.callsOf('connect')).toEqual([])
    expect(await screen.findByRole('dialog', { name: 'Rabby Wallet' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Solana' })).toBeTruthy()
  })

  it('pushes ConnectingWalletConnect for the WalletConnect connector', async () => {
    const { foyer, adapter } = await openConnect([metamask], { walletConnect: true })
    const relay = wc.hold()
    fireEvent.click(await screen.findByRole('button', { name: /WalletConnect/ }))
    expect(top(foyer)).toEqual({ view: 'ConnectingWalletConnect', data: {} })
    // The view, not the Connect view, starts the pairing.
    expect(adapter.callsOf('connect')).toEqual([])
    expect(await screen.findByRole('status', { name: 'Creating a pairing code…' })).toBeTruthy()
    relay.release()
    await waitFor(() => expect(wc.pairings).toHaveLength(1))
    expect(foyer.getState().walletConnect).toMatchObject({ status: 'ready', uri: wc.pairings[0]?.uri })
  })

  it('loads the WalletConnect code when the visitor points at or focuses its entry, and only then', async () => {
    const { foyer } = await openConnect([metamask], { walletConnect: true })
    const preload = vi.spyOn(foyer, 'preloadWalletConnect')
    const entry = await screen.findByRole('button', { name: /WalletConnect/ })
    expect(preload).not.toHaveBeenCalled()
    fireEvent.pointerEnter(entry)
    fireEvent.focus(entry)
    expect(preload).toHaveBeenCalledTimes(2)
    expect(foyer.getState().walletConnect).toEqual({ status: 'idle' })
    expect(wc.pairings).toEqual([])
  })

  it('opens All Wallets', async () => {
    const { foyer } = await openConnect()
    fireEvent.click(await screen.findByRole('button', { name: 'All Wallets' }))
    expect(top(foyer)).toEqual({ view: 'AllWallets' })
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
  })

  it("counts the directory on 'All Wallets' (113 reads '110+') and names the number for screen readers", async () => {
    const directory = heldResponse()
    const wallets = createFakeWallets(113)
    stubCloud({
      wallets,
      respond: (url) => (url.pathname.endsWith('/getWallets') ? directory.response : undefined),
    })
    await openConnect()
    const entry = await screen.findByRole('button', { name: 'All Wallets' })
    expect(within(entry).queryByText(/\+$/)).toBeNull()
    await act(async () => directory.send(Response.json({ count: wallets.length, data: wallets.slice(0, 8) })))
    expect(await within(entry).findByText('110+')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'All Wallets', description: '113 wallets' })).toBe(entry)
  })

  it("holds the directory's four rows while it answers, so the installed wallet stays where it was", async () => {
    const directory = heldResponse()
    const wallets = createFakeWallets(8)
    stubCloud({
      wallets,
      respond: (url) => (url.pathname.endsWith('/getWallets') ? directory.response : undefined),
    })
    await openConnect()
    const list = await screen.findByRole('list', { name: 'Wallets' })
    const rows = () => list.querySelectorAll(':scope > li').length
    // MetaMask, four placeholders hidden from screen readers, All Wallets.
    expect(screen.getAllByTestId('foyer-pending-wallet')).toHaveLength(4)
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['MetaMaskInstalled', 'All Wallets'])
    const before = rows()
    await act(async () => directory.send(Response.json({ count: wallets.length, data: wallets })))
    await waitFor(() => expect(screen.queryAllByTestId('foyer-pending-wallet')).toHaveLength(0))
    expect(rows()).toBe(before)
    expect(within(list).getAllByRole('button')[0]?.textContent).toBe('MetaMaskInstalled')
  })

  it('holds no rows when the directory fails: the error says so instead', async () => {
    stubCloud({
      wallets: [],
      respond: (url) =>
        url.pathname.endsWith('/getWallets') ? new Response('', { status: 503 }) : undefined,
    })
    await openConnect()
    expect(await screen.findByTestId('foyer-directory-error')).toBeTruthy()
    expect(screen.queryAllByTestId('foyer-pending-wallet')).toHaveLength(0)
  })

  it("offers 'What is a wallet?' in the header and 'Get a wallet' below the wallets", async () => {
    const { foyer } = await openConnect()
    fireEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
    expect(top(foyer)).toEqual({ view: 'AllWallets' })
    act(() => foyer.router.reset('Connect'))
    fireEvent.click(await screen.findByRole('button', { name: 'What is a wallet?' }))
    const help = await screen.findByRole('dialog', { name: 'What is a wallet?' })
    expect(await within(help).findByRole('heading', { name: 'A home for your digital assets' })).toBeTruthy()
    fireEvent.click(within(help).getByRole('button', { name: 'Get a wallet' }))
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    // Back leads to the explanation; there the header shows Back, not the help entry.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await screen.findByRole('dialog', { name: 'What is a wallet?' })
    expect(screen.queryByRole('button', { name: 'What is a wallet?' })).toBeNull()
  })

  it('asks the embedded wallet for a code for a valid email, and says why an address is refused', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: '' } }
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    )
    frame.handlers.GET_SOCIAL_REDIRECT_URI = () => new Promise(() => {})
    const { foyer } = await openConnect()
    const preload = vi.spyOn(foyer.embeddedWallet, 'preload')
    const email = await screen.findByRole('textbox', { name: 'Email' })
    fireEvent.focus(email)
    expect(preload).toHaveBeenCalled()
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(email, { target: { value: ' ada@example.com ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByRole('dialog', { name: 'Confirm email' })
    expect(frame.payloadsOf('CONNECT_EMAIL')).toEqual([{ email: 'ada@example.com' }])

    // Back on Connect within 30 s of that code, a new one is refused with the user-facing text.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    const again = await screen.findByRole('textbox', { name: 'Email' })
    fireEvent.change(again, { target: { value: 'ada@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText(/^Please try again after (29|30) seconds$/)).toBeTruthy()
    expect(frame.payloadsOf('CONNECT_EMAIL')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(frame.payloadsOf('GET_SOCIAL_REDIRECT_URI')).toEqual([{ provider: 'google' }]))
  })

  it('says on a Solana network that the email wallet signs in on an EVM network, and says nothing on EVM', async () => {
    const evm = createFakeAdapter({ connectors: [metamask], embedded: true })
    const sol = createFakeAdapter({ namespace: 'solana', connectors: [] })
    const { foyer } = createTestFoyer({
      ...scripted,
      networks: [testSolana, mainnet],
      adapters: [evm, sol],
    })
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'Connect' }))
    const email = await screen.findByRole('textbox', { name: 'Email' })
    const hint = await screen.findByTestId('foyer-email-network-hint')
    expect(hint.textContent).toBe('Your email wallet is an EVM account: signing in switches to Ethereum.')
    expect(email.getAttribute('aria-describedby')).toContain(hint.id)
    await act(() => foyer.switchNetwork(mainnet))
    await waitFor(() => expect(screen.queryByTestId('foyer-email-network-hint')).toBeNull())
  })

  it('updates the list when core announces a new wallet', async () => {
    const { adapter } = await openConnect()
    await screen.findByRole('list', { name: 'Wallets' })
    expect(screen.queryByRole('button', { name: /Rabby/ })).toBeNull()
    act(() => adapter.setConnectors([...adapter.getConnectors(), rabby]))
    expect(screen.getByRole('button', { name: /Rabby Wallet/ })).toBeTruthy()
  })

  it('takes translated texts from the provider', async () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer, null, { titleConnect: 'Wallet verbinden', allWallets: 'Alle Wallets' })
    act(() => foyer.open())
    expect(await screen.findByRole('dialog', { name: 'Wallet verbinden' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Alle Wallets' })).toBeTruthy()
  })
})
