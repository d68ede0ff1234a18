import type { Wallet } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createFakeFoyer } from '../_test/fakeFoyer.js'
import { renderWithFoyer } from '../_test/render.js'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=0123&expiryTimestamp=1790000000'
const rainbow: Wallet = {
  id: 'rainbow-id',
  name: 'Rainbow',
  image_url: 'http://127.0.0.1:1/getWalletImage/rainbow',
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: 'https://rainbow.example/app',
  app_store: 'https://apps.apple.com/app/rainbow',
  play_store: null,
  homepage: 'javascript:alert(1)',
} as Wallet

function qrPath(): string | null | undefined {
  return screen.getByRole('img', { name: 'WalletConnect QR code' }).querySelector('path')?.getAttribute('d')
}

describe('ConnectingWalletConnect view', () => {
  it('starts a pairing, shows its URI as a QR code, swaps in a fresh URI, copies the link', async () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'ConnectingWalletConnect', data: {} } }))
    expect(await screen.findByRole('status', { name: 'Creating a pairing code…' })).toBeTruthy()
    // React 18 runs the lazy view's effects a task after its first paint, React 19 in the same one.
    await waitFor(() => expect(foyer.connectWalletConnect).toHaveBeenCalledWith({}))

    act(() => foyer.setState({ walletConnect: { status: 'ready', uri, expiresAt: Date.now() + 240_000 } }))
    const first = qrPath()
    expect(first).toMatch(/^M\d/)
    expect(screen.getByText('Scan this QR code with your phone')).toBeTruthy()

    // Core replaces an expired URI; the QR code follows.
    act(() =>
      foyer.setState({
        walletConnect: { status: 'ready', uri: `${uri}0`, expiresAt: Date.now() + 240_000 },
      }),
    )
    expect(qrPath()).not.toBe(first)

    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    expect(writeText).toHaveBeenCalledWith(`${uri}0`)
    expect(foyer.showSnackbar).toHaveBeenCalledWith('success', 'Link copied')
  })

  it("shows 'Connection declined' with the reason and tries again", async () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'ConnectingWalletConnect', data: {} } }))
    await screen.findByRole('status', { name: 'Creating a pairing code…' })
    act(() =>
      foyer.setState({ walletConnect: { status: 'declined', message: 'User rejected the request.' } }),
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Connection declined')
    expect(alert.textContent).toContain('User rejected the request.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(foyer.connectWalletConnect).toHaveBeenCalledTimes(2)
  })

  it('abandons the pairing when the visitor goes back', async () => {
    const foyer = createFakeFoyer()
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'Connect' } }))
    act(() => foyer.router.push({ view: 'ConnectingWalletConnect', data: {} }))
    await screen.findByRole('status', { name: 'Creating a pairing code…' })
    act(() => foyer.router.goBack())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(foyer.cancelWalletConnect).toHaveBeenCalled()
  })

  it('with a directory wallet: its logo on the QR code, its apps handed the URI, where to get it; on phones its app link', async () => {
    const foyer = createFakeFoyer()
    vi.mocked(foyer.getWallet).mockResolvedValue(rainbow)
    vi.mocked(foyer.isMobile).mockReturnValue(true)
    foyer.setState({ walletConnect: { status: 'ready', uri, expiresAt: Date.now() + 240_000 } })
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'ConnectingWalletConnect', data: { walletId: rainbow.id } } }))
    const open = await screen.findByRole('link', { name: 'Open Rainbow' })
    expect(foyer.connectWalletConnect).toHaveBeenCalledWith({ walletId: rainbow.id })
    expect(open.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(screen.getByText('Scan this QR code with Rainbow on your phone')).toBeTruthy()
    const web = screen.getByRole('link', { name: 'Open the web app' })
    expect(web.getAttribute('href')).toBe(`https://rainbow.example/app/wc?uri=${encodeURIComponent(uri)}`)
    const get = screen.getByRole('list', { name: 'Get Rainbow' })
    expect([...get.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['App Store'])
  })
})

describe('ConnectingWalletConnectBasic view', () => {
  it('shows the pairing QR code and leads to All Wallets', async () => {
    const foyer = createFakeFoyer({}, { walletConnect: { status: 'ready', uri, expiresAt: Date.now() + 1 } })
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'ConnectingWalletConnectBasic' }))
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(foyer.router.push).toHaveBeenCalledWith('AllWallets')
  })
})
