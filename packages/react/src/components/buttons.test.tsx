import { createMemoryStorage } from '@foyer/core'
import { createScriptedWalletConnect } from '@foyer/core/testing'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { mainnet, polygon } from '../_test/fixtures.js'
import { renderWithFoyer } from '../_test/render.js'
import { connectWallet, createTestFoyer } from '../_test/testFoyer.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

const wc = createScriptedWalletConnect()
/** Scripted in place of the WalletConnect SDK: createFoyer's seams, no module mock. */
const scripted = { walletConnect: { engine: wc.engine } }
beforeEach(() => wc.reset())

describe('ConnectButton', () => {
  it("reads 'Connect Wallet' while disconnected and opens Connect", async () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer, <ConnectButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(foyer.getState().router.history.map((route) => route.view)).toEqual(['Connect'])
  })

  it('opens the WalletConnect QR code at once in basic mode (no adapters)', async () => {
    const { foyer } = createTestFoyer({
      ...scripted,
      adapters: [],
    })
    renderWithFoyer(foyer, <ConnectButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'WalletConnect' })
    expect(foyer.getState().router.history.map((route) => route.view)).toEqual([
      'ConnectingWalletConnectBasic',
    ])
    await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })
    expect(wc.pairings).toHaveLength(1)
  })

  it('shows a busy state while reconnecting and connecting', async () => {
    // A connection remembered from the last visit resyncs at start-up.
    const storage = createMemoryStorage()
    storage.setItem('foyer:connection:eip155', 'io.foyer.fake')
    const { foyer, adapter } = createTestFoyer({
      ...scripted,
      storage,
    })
    renderWithFoyer(foyer, <ConnectButton />)
    expect(screen.getByRole('button', { name: 'Reconnecting…' }).getAttribute('aria-busy')).toBe('true')
    await act(() => foyer.ready)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()

    const wallet = adapter.hold('connect')
    let connecting: Promise<void> = Promise.resolve()
    act(() => {
      connecting = foyer.connect('io.foyer.fake')
    })
    const busy = await screen.findByRole('button', { name: 'Connecting…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await act(async () => {
      wallet.release()
      await connecting
    })
    expect(screen.getByRole('button', { name: /0x12…345678/ }).getAttribute('aria-busy')).toBe('false')
  })

  it('shows avatar, balance and short address once connected, and opens Account', async () => {
    const { foyer } = createTestFoyer({
      ...scripted,
      wallet: { balance: { balance: '1.23456', symbol: 'ETH' } },
    })
    renderWithFoyer(foyer, <ConnectButton />)
    await connectWallet(foyer)
    const button = screen.getByRole('button', { name: '1.235 ETH 0x12…345678' })
    expect(button.querySelector('[data-testid="foyer-avatar-gradient"]')).not.toBeNull()
    fireEvent.click(button)
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('prefers the profile name and image', async () => {
    const { foyer } = createTestFoyer({
      ...scripted,
      wallet: { profile: { name: 'alice.eth', avatar: 'https://x/a.png' } },
    })
    renderWithFoyer(foyer, <ConnectButton hideBalance />)
    await connectWallet(foyer)
    const button = screen.getByRole('button', { name: 'alice.eth' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://x/a.png')
  })

  it('applies the theme mode and variables and injects its style once', () => {
    const { foyer } = createTestFoyer({
      ...scripted,
      themeMode: 'dark',
      themeVariables: { '--foyer-accent': '#ff0000' },
    })
    renderWithFoyer(
      foyer,
      <>
        <ConnectButton />
        <NetworkButton />
      </>,
    )
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.getAttribute('data-foyer-theme')).toBe('dark')
    expect(button.style.getPropertyValue('--foyer-accent')).toBe('#ff0000')
    expect(document.querySelectorAll('#foyer-base-style')).toHaveLength(1)
  })
})

describe('NetworkButton', () => {
  it("shows the selected network's name and opens Networks", async () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer, <NetworkButton />)
    await act(() => foyer.switchNetwork(polygon))
    fireEvent.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
  })

  it('shows an inline glyph at page load, never an image from the service', () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer, <NetworkButton />)
    const button = screen.getByRole('button', { name: 'Ethereum' })
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('svg')).not.toBeNull()
    expect(button.textContent).toBe('Ethereum')
  })

  it("shows the app's own network image, and the glyph if it fails to load", async () => {
    const withImage = { ...polygon, assets: { imageUrl: '/polygon.svg', imageId: 'x' } }
    const { foyer } = createTestFoyer({
      ...scripted,
      networks: [mainnet, withImage],
    })
    renderWithFoyer(foyer, <NetworkButton />)
    await act(() => foyer.switchNetwork(withImage))
    const button = screen.getByRole('button', { name: 'Polygon' })
    const image = button.querySelector('img')
    expect(image?.getAttribute('src')).toBe('/polygon.svg')
    fireEvent.error(image as HTMLImageElement)
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('svg')).not.toBeNull()
  })
})
