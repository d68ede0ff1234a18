import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectWallet, createTestFoyer } from '../_test/testFoyer.js'
import { FoyerProvider } from '../context/FoyerProvider.js'

afterEach(() => {
  vi.useRealTimers()
})

// Core puts ids into state (`state.snackbar.message`, `state.alert.title`); the modal says them in its language.
describe('core’s texts in the modal’s language', () => {
  it('shows a snackbar core raised in Japanese, and an app’s own text as given', async () => {
    const { foyer, adapter } = createTestFoyer()
    render(<FoyerProvider foyer={foyer} locale="ja" />)
    await connectWallet(foyer)
    act(() => foyer.open())
    await screen.findByRole('dialog')
    adapter.failNext('disconnect', new Error('the wallet is gone'))
    await act(() => foyer.disconnect().catch(() => {}))
    expect(foyer.getState().snackbar?.message).toEqual({ id: 'disconnectFailed' })
    const failed = await screen.findByText('切断できませんでした')
    expect(failed.closest('.foyer-snackbar')?.getAttribute('role')).toBe('alert')

    await act(() => foyer.showSnackbar('success', 'Saved'))
    const saved = await screen.findByText('Saved')
    expect(saved.closest('.foyer-snackbar')?.getAttribute('data-variant')).toBe('success')
  })

  it('stays while the pointer or focus is on it, sits under the header, and goes 5 s after it is left', async () => {
    const { foyer } = createTestFoyer()
    render(<FoyerProvider foyer={foyer} />)
    act(() => foyer.open())
    const dialog = await screen.findByRole('dialog')
    vi.useFakeTimers()
    await act(() => foyer.showSnackbar('success', 'Transaction sent 0xab…ababab'))
    const snackbar = screen.getByText('Transaction sent 0xab…ababab').closest('.foyer-snackbar')
    if (!(snackbar instanceof HTMLElement)) throw new Error('no snackbar')
    // In the flow right under the header, not laid over the view.
    expect(snackbar.previousElementSibling?.className).toBe('foyer-header')
    expect(dialog.querySelector('.foyer-body')?.contains(snackbar)).toBe(false)
    fireEvent.mouseEnter(snackbar)
    act(() => vi.advanceTimersByTime(20_000))
    expect(screen.getByText('Transaction sent 0xab…ababab')).toBeTruthy()
    fireEvent.mouseLeave(snackbar)
    act(() => vi.advanceTimersByTime(4_999))
    expect(screen.getByText('Transaction sent 0xab…ababab')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Transaction sent 0xab…ababab')).toBeNull()
  })

  it('shows a service alert in German, and in English word for word', async () => {
    const { foyer } = createTestFoyer({ projectId: undefined })
    const { unmount } = render(<FoyerProvider foyer={foyer} locale="de" />)
    act(() => foyer.open())
    expect(foyer.getState().alert?.title).toEqual({ id: 'alertProjectIdNotConfiguredTitle' })
    const alert = await screen.findByText('Projekt-ID nicht konfiguriert')
    expect(alert.nextElementSibling?.textContent).toBe(
      'Projekt-ID nicht konfiguriert – setze "projectId" in den Optionen von createFoyer',
    )
    unmount()
    render(<FoyerProvider foyer={foyer} locale="en" />)
    const english = await screen.findByText('Project ID Not Configured')
    expect(english.nextElementSibling?.textContent).toBe(
      'Project ID Not Configured - set "projectId" in the options of createFoyer',
    )
  })
})
