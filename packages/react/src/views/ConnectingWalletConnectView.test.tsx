import type { Wallet } from '@foyer/core'
import { createFakeWallets, createScriptedWalletConnect, scriptedPairingUri } from '@foyer/core/testing'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubCloud } from '../_test/cloud.js'
import { renderWithFoyer } from '../_test/render.js'
import { createTestFoyer } from '../_test/testFoyer.js'

const wc = createScriptedWalletConnect()
/** Scripted in place of the WalletConnect SDK: createFoyer's seams, no module mock. */
const scripted = { walletConnect: { engine: wc.engine } }

const rainbow: Wallet = {
  id: 'ab'.repeat(32),
  name: 'Rainbow',
  image_url: 'http://127.0.0.1:1/getWalletImage/rainbow',
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: 'https://rainbow.example/app',
  app_store: 'https://apps.apple.com/app/rainbow',
  play_store: null,
  homepage: 'javascript:alert(1)',
}

beforeEach(() => wc.reset())
afterEach(() => {
  vi.useRealTimers()
})

function qrPath(): string | null | undefined {
  return screen.getByRole('img', { name: 'WalletConnect QR code' }).querySelector('path')?.getAttribute('d')
}

describe('ConnectingWalletConnect view', () => {
  it('starts a pairing, shows its URI as a QR code, swaps in a fresh URI, copies the link', async () => {
    // Real time still passes; the test moves it on by the 4 minutes a URI lives.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer)
    const relay = wc.hold()
    act(() => foyer.open({ route: { view: 'ConnectingWalletConnect', data: {} } }))
    expect(await screen.findByRole('status', { name: 'Creating a pairing code…' })).toBeTruthy()
    relay.release()
    await screen.findByRole('img', { name: 'WalletConnect QR code' })
    const first = qrPath()
    expect(first).toMatch(/^M\d/)
    expect(screen.getByText('Scan this QR code with your phone')).toBeTruthy()
    expect(wc.pairings).toHaveLength(1)

    // Core replaces an expired URI; the QR code follows.
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000))
    await waitFor(() => expect(wc.pairings).toHaveLength(2))
    await waitFor(() => expect(qrPath()).not.toBe(first))

    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
    expect(writeText).toHaveBeenCalledWith(scriptedPairingUri(2))
    expect(await screen.findByText('Link copied')).toBeTruthy()
  })

  it("shows 'Connection declined' with the reason and tries again", async () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'ConnectingWalletConnect', data: {} } }))
    await screen.findByRole('img', { name: 'WalletConnect QR code' })
    await act(async () => wc.pairings[0]?.decline())
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Connection declined')
    expect(alert.textContent).toContain('User rejected the request.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(wc.pairings).toHaveLength(2))
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
  })

  it('starts no other pairing once the wallet approved, while the closed modal fades out', async () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'ConnectingWalletConnect', data: {} } }))
    await screen.findByRole('img', { name: 'WalletConnect QR code' })
    await act(async () => wc.pairings[0]?.approve(['eip155:1:0x00000000000000000000000000000000000000a1']))
    await waitFor(() => expect(foyer.getState().accounts.eip155?.status).toBe('connected'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(wc.pairings).toHaveLength(1)
    await act(() => foyer.disconnect())
  })

  it('starts no other pairing when the visitor closes the modal while it fades out', async () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'ConnectingWalletConnect', data: {} } }))
    await screen.findByRole('img', { name: 'WalletConnect QR code' })
    act(() => foyer.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(wc.pairings).toHaveLength(1)
    expect(foyer.getState().walletConnect).toEqual({ status: 'idle' })
  })

  it('abandons the pairing when the visitor goes back', async () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'Connect' } }))
    act(() => foyer.router.push({ view: 'ConnectingWalletConnect', data: {} }))
    await screen.findByRole('img', { name: 'WalletConnect QR code' })
    expect(foyer.getState().walletConnect.status).toBe('ready')
    act(() => foyer.router.goBack())
    await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(foyer.getState().walletConnect).toEqual({ status: 'idle' })
  })

  it('with a directory wallet: its logo on the QR code, its apps handed the URI, where to get it; on phones its app link', async () => {
    stubCloud({ wallets: [...createFakeWallets(3), rainbow] })
    const { foyer } = createTestFoyer({
      ...scripted,
      isMobile: true,
    })
    renderWithFoyer(foyer)
    act(() => foyer.open({ route: { view: 'ConnectingWalletConnect', data: { walletId: rainbow.id } } }))
    const open = await screen.findByRole('link', { name: 'Open Rainbow' })
    const uri = scriptedPairingUri(1)
    expect(foyer.getState().walletConnect).toMatchObject({ status: 'ready', uri, walletId: rainbow.id })
    expect(open.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    // The visitor holds the phone: the code is for another device.
    expect(screen.getByTestId('foyer-wc-hint').textContent).toBe(
      'Open Rainbow with the button above, or scan this QR code from another device',
    )
    expect(screen.queryByText(/on your phone/)).toBeNull()
    const web = screen.getByRole('link', { name: 'Open the web app' })
    expect(web.getAttribute('href')).toBe(`https://rainbow.example/app/wc?uri=${encodeURIComponent(uri)}`)
    const get = screen.getByRole('list', { name: 'Get Rainbow' })
    expect([...get.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['App Store'])
  })
})

describe('ConnectingWalletConnectBasic view', () => {
  it('shows the pairing QR code and leads to All Wallets', async () => {
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'ConnectingWalletConnectBasic' }))
    expect(await screen.findByRole('dialog', { name: 'WalletConnect' })).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(await screen.findByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
  })

  it('on a phone, points to the wallet app on it or to another device for the code', async () => {
    const { foyer } = createTestFoyer({
      ...scripted,
      isMobile: true,
    })
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'ConnectingWalletConnectBasic' }))
    await screen.findByRole('img', { name: 'WalletConnect QR code' })
    expect(screen.getByTestId('foyer-wc-hint').textContent).toBe(
      'Open the wallet app on this phone, or scan this QR code from another device',
    )
  })
})
