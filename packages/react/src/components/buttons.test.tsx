import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeFoyer } from '../_test/fakeFoyer.js'
import { ADDRESS, polygon } from '../_test/fixtures.js'
import { renderWithFoyer } from '../_test/render.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

describe('ConnectButton', () => {
  it("reads 'Connect Wallet' while disconnected and opens Connect", () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer, <ConnectButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(foyer.open).toHaveBeenCalledWith({ view: 'Connect' })
  })

  it('shows a busy state while connecting and reconnecting', () => {
    const foyer = createFakeFoyer({}, { accounts: { eip155: { status: 'connecting' } } })
    renderWithFoyer(foyer, <ConnectButton />)
    expect(screen.getByRole('button', { name: 'Connecting…' }).getAttribute('aria-busy')).toBe('true')
    act(() => foyer.setState({ accounts: { eip155: { status: 'reconnecting' } } }))
    expect(screen.getByRole('button', { name: 'Reconnecting…' })).toBeTruthy()
  })

  it('shows avatar, balance and short address once connected, and opens Account', () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer, <ConnectButton />)
    act(() =>
      foyer.setState({
        accounts: {
          eip155: { status: 'connected', address: ADDRESS, balance: '1.23456', balanceSymbol: 'ETH' },
        },
      }),
    )
    const button = screen.getByRole('button', { name: '1.234 ETH 0x12…345678' })
    expect(button.querySelector('[data-testid="foyer-avatar-gradient"]')).not.toBeNull()
    fireEvent.click(button)
    expect(foyer.open).toHaveBeenCalledWith({ view: 'Account' })
  })

  it('prefers the profile name and image', () => {
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
    renderWithFoyer(foyer, <ConnectButton hideBalance />)
    const button = screen.getByRole('button', { name: 'alice.eth' })
    expect(button.querySelector('img')?.getAttribute('src')).toBe('https://x/a.png')
  })

  it('applies the theme mode and variables and injects its style once', () => {
    const foyer = createFakeFoyer({ themeMode: 'dark', themeVariables: { '--foyer-accent': '#ff0000' } })
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
  it("shows the selected network's name and opens Networks", () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer, <NetworkButton />)
    act(() => foyer.setState({ caipNetwork: polygon }))
    fireEvent.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(foyer.open).toHaveBeenCalledWith({ view: 'Networks' })
  })

  it('shows an inline glyph at page load, never an image from the service', () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer, <NetworkButton />)
    const button = screen.getByRole('button', { name: 'Ethereum' })
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('svg')).not.toBeNull()
    expect(button.textContent).toBe('Ethereum')
  })

  it("shows the app's own network image, and the glyph if it fails to load", () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer, <NetworkButton />)
    act(() =>
      foyer.setState({ caipNetwork: { ...polygon, assets: { imageUrl: '/polygon.svg', imageId: 'x' } } }),
    )
    const button = screen.getByRole('button', { name: 'Polygon' })
    const image = button.querySelector('img')
    expect(image?.getAttribute('src')).toBe('/polygon.svg')
    fireEvent.error(image as HTMLImageElement)
    expect(button.querySelector('img')).toBeNull()
    expect(button.querySelector('svg')).not.toBeNull()
  })
})
