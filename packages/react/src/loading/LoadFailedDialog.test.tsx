import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTranslate } from '../i18n/format.js'
import { pageMessages } from '../i18n/pageMessages.js'
import { LoadFailedDialog } from './LoadFailedDialog.js'

describe('LoadFailedDialog', () => {
  it('opens as a modal alert, and Try again, Close and a close by the browser (Escape) reach the provider', () => {
    const onRetry = vi.fn()
    const onClose = vi.fn()
    render(<LoadFailedDialog t={createTranslate(pageMessages)} onRetry={onRetry} onClose={onClose} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Could not load the wallet modal' })
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Check your connection and try again.').id,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    // The browser closes a modal dialog on Escape; the close reaches the provider.
    ;(dialog as HTMLDialogElement).close()
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
