import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeFoyer } from '../../_test/fakeFoyer.js'
import { coinbase, metamask, rabby, walletConnect } from '../../_test/fixtures.js'
import { renderWithFoyer } from '../../_test/render.js'

async function openConnect(
  setup: (foyer: ReturnType<typeof createFakeFoyer>) => void = () => {},
  features = {},
) {
  const foyer = createFakeFoyer({ features })
  setup(foyer)
  renderWithFoyer(foyer)
  act(() => foyer.open({ view: 'Connect' }))
  await screen.findByRole('dialog', { name: 'Connect Wallet' })
  return foyer
}

describe('Connect view', () => {
  it('lists wallets in the group order core gives, with their tags', async () => {
    await openConnect((foyer) => {
      foyer.groups = [
        { type: 'recent', connectors: [rabby] },
        { type: 'injected', connectors: [metamask, rabby] },
        { type: 'external', connectors: [coinbase] },
      ]
    })
    const list = await screen.findByRole('list', { name: 'Wallets' })
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual(['RRabby WalletRecent', 'MetaMaskInstalled', 'CCoinbase Wallet', 'All Wallets'])
  })

  it('shows connect methods in core order', async () => {
    await openConnect((foyer) => {
      foyer.methods = ['email', 'social', 'wallet']
      foyer.groups = [{ type: 'injected', connectors: [metamask] }]
    })
    await screen.findByRole('list', { name: 'Wallets' })
    const sections = Array.from(document.querySelectorAll('section[data-method]')).map((section) =>
      section.getAttribute('data-method'),
    )
    expect(sections).toEqual(['email', 'social', 'wallet'])
  })

  it('hides email, socials and All Wallets when the features are off', async () => {
    await openConnect(
      (foyer) => {
        foyer.groups = [{ type: 'injected', connectors: [metamask] }]
      },
      { email: false, socials: false, allWallets: false },
    )
    const list = await screen.findByRole('list', { name: 'Wallets' })
    expect(within(list).getAllByRole('button')).toHaveLength(1)
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Social login' })).toBeNull()
  })

  it('pushes ConnectingExternal and connects when a wallet is chosen', async () => {
    const foyer = await openConnect((foyer) => {
      foyer.groups = [{ type: 'injected', connectors: [metamask] }]
    })
    fireEvent.click(await screen.findByRole('button', { name: /MetaMask/ }))
    expect(foyer.router.push).toHaveBeenCalledWith({
      view: 'ConnectingExternal',
      data: { connector: metamask },
    })
    expect(foyer.connect).toHaveBeenCalledWith('io.metamask', { chain: 'eip155' })
    expect(await screen.findByText('Continue in MetaMask')).toBeTruthy()
  })

  it('opens the family view for a wallet of several chain families, tagged as its first connector', async () => {
    const solana = {
      ...rabby,
      id: 'Rabby Wallet',
      chain: 'solana' as const,
      imageUrl: 'data:image/png;base64,',
    }
    const multi = { ...rabby, type: 'MULTI_CHAIN' as const, connectors: [rabby, solana] }
    const foyer = await openConnect((foyer) => {
      foyer.groups = [{ type: 'injected', connectors: [metamask, multi] }]
    })
    const entry = await screen.findByRole('button', { name: /Rabby Wallet/ })
    expect(entry.textContent).toBe('Rabby WalletInstalled')
    // The entry has no icon of its own: its Solana connector's.
    expect(entry.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,')
    fireEvent.click(entry)
    expect(foyer.router.push).toHaveBeenCalledWith({
      view: 'ConnectingMultiChain',
      data: { connector: multi },
    })
    expect(foyer.connect).not.toHaveBeenCalled()
    expect(await screen.findByRole('dialog', { name: 'Rabby Wallet' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Solana' })).toBeTruthy()
  })

  it('pushes ConnectingWalletConnect for the WalletConnect connector', async () => {
    const foyer = await openConnect((foyer) => {
      foyer.groups = [{ type: 'walletConnect', connectors: [walletConnect] }]
    })
    fireEvent.click(await screen.findByRole('button', { name: /WalletConnect/ }))
    expect(foyer.router.push).toHaveBeenCalledWith({ view: 'ConnectingWalletConnect', data: {} })
    // The view, not the Connect view, starts the pairing.
    expect(foyer.connect).not.toHaveBeenCalled()
    expect(await screen.findByRole('status', { name: 'Creating a pairing code…' })).toBeTruthy()
    expect(foyer.connectWalletConnect).toHaveBeenCalledWith({})
  })

  it('loads the WalletConnect code when the visitor points at or focuses its entry, and only then', async () => {
    const foyer = await openConnect((foyer) => {
      foyer.groups = [{ type: 'walletConnect', connectors: [walletConnect] }]
    })
    const entry = await screen.findByRole('button', { name: /WalletConnect/ })
    expect(foyer.preloadWalletConnect).not.toHaveBeenCalled()
    fireEvent.pointerEnter(entry)
    fireEvent.focus(entry)
    expect(foyer.preloadWalletConnect).toHaveBeenCalledTimes(2)
    expect(foyer.connectWalletConnect).not.toHaveBeenCalled()
  })

  it('opens All Wallets', async () => {
    const foyer = await openConnect()
    fireEvent.click(await screen.findByRole('button', { name: 'All Wallets' }))
    expect(foyer.router.push).toHaveBeenCalledWith('AllWallets')
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
  })

  it("counts the directory on 'All Wallets' (113 reads '110+') and names the number for screen readers", async () => {
    const foyer = await openConnect()
    const entry = await screen.findByRole('button', { name: 'All Wallets' })
    expect(within(entry).queryByText(/\+$/)).toBeNull()
    act(() => foyer.setState((state) => ({ walletDirectory: { ...state.walletDirectory, count: 113 } })))
    expect(within(entry).getByText('110+')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'All Wallets', description: '113 wallets' })).toBe(entry)
  })

  it("offers 'What is a wallet?' in the header and 'Get a wallet' below the wallets", async () => {
    const foyer = await openConnect()
    fireEvent.click(screen.getByRole('button', { name: 'Get a wallet' }))
    expect(foyer.router.push).toHaveBeenLastCalledWith('AllWallets')
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
    const foyer = await openConnect()
    const email = await screen.findByRole('textbox', { name: 'Email' })
    fireEvent.focus(email)
    expect(foyer.embeddedWallet.preload).toHaveBeenCalled()
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByText('Enter a valid email address')).toBeTruthy()
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(foyer.embeddedWallet.connectEmail).not.toHaveBeenCalled()
    fireEvent.change(email, { target: { value: ' ada@example.com ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(foyer.embeddedWallet.connectEmail).toHaveBeenCalledWith('ada@example.com')
    act(() =>
      foyer.setState({
        embeddedWallet: { frame: 'ready', busy: false, error: 'Please try again after 12 seconds' },
      }),
    )
    expect(screen.getByText('Please try again after 12 seconds')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(foyer.embeddedWallet.connectSocial).toHaveBeenCalledWith('google')
  })

  it('updates the list when core announces a new wallet', async () => {
    const foyer = await openConnect()
    await screen.findByRole('list', { name: 'Wallets' })
    expect(screen.queryByRole('button', { name: /Rabby/ })).toBeNull()
    act(() => {
      foyer.groups = [{ type: 'injected', connectors: [rabby] }]
      foyer.setState({ connectors: [rabby] })
    })
    expect(screen.getByRole('button', { name: /Rabby Wallet/ })).toBeTruthy()
  })

  it('takes translated texts from the provider', async () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer, null, { titleConnect: 'Wallet verbinden', allWallets: 'Alle Wallets' })
    act(() => foyer.open())
    expect(await screen.findByRole('dialog', { name: 'Wallet verbinden' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Alle Wallets' })).toBeTruthy()
  })
})
