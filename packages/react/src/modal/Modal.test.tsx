import { createScriptedFrame } from '@foyer/core/testing'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubCloud } from '../_test/cloud.js'
import { renderWithFoyer } from '../_test/render.js'
import { connectWallet, createTestFoyer } from '../_test/testFoyer.js'
import { ConnectButton } from '../components/ConnectButton.js'
import { FoyerProvider } from '../context/FoyerProvider.js'

const frame = createScriptedFrame()
/** Scripted in place of the secure site's frame: createFoyer's seams, no module mock. */
const scripted = { embeddedWallet: { frameTransport: frame.transport } }

beforeEach(() => frame.reset())

async function openFromButton() {
  const { foyer } = createTestFoyer(scripted)
  renderWithFoyer(foyer, <ConnectButton />)
  const opener = screen.getByRole('button', { name: 'Connect Wallet' })
  opener.focus()
  fireEvent.click(opener)
  const dialog = await screen.findByRole('dialog')
  return { foyer, opener, dialog }
}

describe('Modal', () => {
  it('is a modal dialog labelled by the view title, with focus moved inside', async () => {
    const { dialog } = await openFromButton()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBe(dialog)
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(document.getElementById('foyer-modal-style')).not.toBeNull()
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    const { foyer, opener } = await openFromButton()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(foyer.getState().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('fades out after closing: hidden from assistive technology at once, gone from the page after 150 ms', async () => {
    const { foyer } = await openFromButton()
    act(() => foyer.close())
    const fading = document.querySelector('.foyer-backdrop')
    expect(fading?.getAttribute('data-closing')).toBe('true')
    expect(fading?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.querySelector('.foyer-backdrop')).toBeNull())
  })

  it('shows a skeleton, not a lone spinner, while a view loads', async () => {
    const { foyer } = await openFromButton()
    act(() => foyer.router.push('Receive'))
    expect(
      screen.getByRole('status', { name: 'Loading' }).querySelectorAll('.foyer-skeleton__row'),
    ).toHaveLength(3)
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull())
  })

  it('closes on the Close button and on a backdrop click, not on a click inside', async () => {
    const { foyer, dialog } = await openFromButton()
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    expect(screen.getByRole('dialog')).toBe(dialog)
    const backdrop = dialog.parentElement as HTMLElement
    fireEvent.mouseDown(backdrop)
    fireEvent.click(backdrop)
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => foyer.open())
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows Back only with history and goes back with it', async () => {
    const { foyer } = await openFromButton()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    act(() => foyer.router.push('Networks'))
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy()
    expect(document.querySelector('.foyer-view')?.getAttribute('data-direction')).toBe('next')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(foyer.getState().router.history.map((route) => route.view)).toEqual(['Connect'])
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    // The view slides the other way on the way back.
    expect(document.querySelector('.foyer-view')?.getAttribute('data-direction')).toBe('prev')
  })

  it('keeps Tab inside the dialog', async () => {
    const { dialog } = await openFromButton()
    await screen.findByRole('list', { name: 'Wallets' })
    // On Connect the header starts with the help entry ('What is a wallet?'), then Close.
    const first = screen.getByRole('button', { name: 'What is a wallet?' })
    const focusables = dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input, a[href]')
    expect(focusables[0]).toBe(first)
    const last = focusables[focusables.length - 1] as HTMLElement
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('shakes and stays open where core refuses to close', async () => {
    // The wallet is on a network the app did not ask for: core opens UnsupportedChain.
    const { foyer } = createTestFoyer({
      ...scripted,
      wallet: { chainId: 999 },
    })
    renderWithFoyer(foyer)
    await connectWallet(foyer)
    const dialog = await screen.findByRole('dialog', { name: 'Switch Network' })
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(foyer.getState().open).toBe(true)
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(dialog.getAttribute('data-shake')).toBe('true')
  })

  it('renders snackbars as status or alert, and alerts with a dismiss button', async () => {
    let invalidKey = false
    stubCloud({
      respond: (url) =>
        invalidKey && url.pathname.endsWith('/getWallets')
          ? Response.json({ message: 'Unauthorized: invalid key' }, { status: 403 })
          : undefined,
    })
    const { foyer } = createTestFoyer(scripted)
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'Networks' }))
    await screen.findByRole('dialog')
    await act(() => foyer.showSnackbar('success', 'Address copied'))
    expect(screen.getByText('Address copied').closest('.foyer-snackbar')?.getAttribute('role')).toBe('status')
    await act(() => foyer.showSnackbar('error', 'Failed to disconnect'))
    expect(screen.getByRole('alert').textContent).toBe('Failed to disconnect')
    act(() => foyer.hideSnackbar())
    // The service refuses the project's key: core shows its alert.
    invalidKey = true
    await act(() => foyer.loadWalletDirectory())
    expect(screen.getByRole('alert').textContent).toContain('Invalid Project ID')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(foyer.getState().alert).toBeUndefined()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('themes the modal from the options', async () => {
    const { foyer } = createTestFoyer({
      ...scripted,
      themeMode: 'dark',
      themeVariables: { '--foyer-z-index': 5000 },
    })
    renderWithFoyer(foyer)
    act(() => foyer.open())
    const backdrop = (await screen.findByRole('dialog')).parentElement as HTMLElement
    expect(backdrop.getAttribute('data-foyer-theme')).toBe('dark')
    expect(backdrop.style.getPropertyValue('--foyer-z-index')).toBe('5000')
    await waitFor(() => expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy())
  })

  it('opens a named view directly: ConnectingFarcaster asks for a code and says it is preparing it', async () => {
    // The secure site is slow to hand out the code.
    frame.handlers.GET_FARCASTER_URI = () => new Promise(() => {})
    const { foyer } = createTestFoyer({
      ...scripted,
      wallet: { embedded: true },
    })
    renderWithFoyer(foyer)
    act(() => foyer.open({ view: 'ConnectingFarcaster' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in with Farcaster' })).toBeTruthy()
    expect(await screen.findByRole('status', { name: 'Preparing your Farcaster code…' })).toBeTruthy()
    await waitFor(() => expect(frame.payloadsOf('GET_FARCASTER_URI')).toHaveLength(1))
  })

  it('moves focus in and back out under StrictMode too', async () => {
    const { foyer } = createTestFoyer(scripted)
    const close = vi.spyOn(foyer, 'close')
    render(
      <StrictMode>
        <FoyerProvider foyer={foyer}>
          <ConnectButton />
        </FoyerProvider>
      </StrictMode>,
    )
    const opener = screen.getByRole('button', { name: 'Connect Wallet' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(document.querySelectorAll('#foyer-modal-style')).toHaveLength(1)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(close).toHaveBeenCalledOnce()
    expect(foyer.getState().open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })
})
