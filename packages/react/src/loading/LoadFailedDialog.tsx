import { useEffect, useId, useRef } from 'react'
import type { Translate } from '../i18n/format.js'

export interface LoadFailedDialogProps {
  t: Translate
  onRetry(): void
  onClose(): void
}

// Inline styles: this dialog shows exactly when the modal's chunk (and its stylesheet) did not load.
const backdrop = {
  position: 'fixed',
  inset: 0,
  zIndex: 'var(--foyer-z-index, 999)',
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(0, 0, 0, 0.4)',
} as const
const card = {
  maxWidth: 320,
  margin: 16,
  padding: 20,
  borderRadius: 12,
  background: '#fff',
  color: '#111',
  font: '14px/1.4 system-ui, sans-serif',
} as const

/**
 * What opens instead of the modal when its chunk cannot be loaded: says so, offers Try again, and
 * closes with Escape or Close. Needs no chunk and no stylesheet of its own.
 */
export function LoadFailedDialog({ t, onRetry, onClose }: LoadFailedDialogProps) {
  const titleId = useId()
  const retry = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    retry.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div style={backdrop}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-d`}
        style={card}
      >
        <h2 id={titleId} style={{ margin: '0 0 8px', fontSize: 16 }}>
          {t('modalLoadFailedTitle')}
        </h2>
        <p id={`${titleId}-d`} style={{ margin: '0 0 16px' }}>
          {t('modalLoadFailed')}
        </p>
        <button ref={retry} type="button" onClick={onRetry}>
          {t('tryAgain')}
        </button>{' '}
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  )
}
