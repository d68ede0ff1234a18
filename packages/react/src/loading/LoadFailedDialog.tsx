import { useId } from 'react'
import type { Translate } from '../i18n/format.js'

export interface LoadFailedDialogProps {
  t: Translate
  onRetry(): void
  onClose(): void
}

/**
 * What opens instead of the modal when its chunk cannot be loaded: says so, offers Try again, and
 * closes with Escape or Close. The browser's own modal dialog (top layer, backdrop, focus on Try again,
 * Escape), so it needs no chunk, no stylesheet and no code of its own for them.
 */
export function LoadFailedDialog({ t, onRetry, onClose }: LoadFailedDialogProps) {
  const titleId = useId()
  return (
    <dialog
      ref={(dialog) => {
        if (dialog && !dialog.open) dialog.showModal()
      }}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-d`}
      // Escape closes the dialog (the browser's close request); the instance's modal closes with it.
      onClose={onClose}
      style={{ maxWidth: 320, borderRadius: 12, font: '14px/1.4 system-ui, sans-serif' }}
    >
      <h2 id={titleId}>{t('modalLoadFailedTitle')}</h2>
      <p id={`${titleId}-d`}>{t('modalLoadFailed')}</p>
      <button type="button" onClick={onRetry}>
        {t('tryAgain')}
      </button>{' '}
      <button type="button" onClick={onClose}>
        {t('close')}
      </button>
    </dialog>
  )
}
