import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectWallet, createTestFoyer } from '../_test/testFoyer.js'
import { FoyerProvider } from '../context/FoyerProvider.js'

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

  it('shows a §8 alert in German, and in English exactly as §8 words it', async () => {
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
