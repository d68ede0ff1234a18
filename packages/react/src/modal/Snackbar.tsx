import type { Snackbar as SnackbarState } from '@foyer/core'
import { useMessageText } from '../i18n/useMessageText.js'

/** Core's snackbar: errors are alerts (announced at once), loading and success are polite status. */
export function Snackbar({ snackbar }: { snackbar: SnackbarState }) {
  const text = useMessageText()
  return (
    <div
      className="foyer-snackbar"
      role={snackbar.variant === 'error' ? 'alert' : 'status'}
      data-variant={snackbar.variant}
    >
      {snackbar.variant === 'loading' ? <span className="foyer-spinner" aria-hidden="true" /> : null}
      <span>{text(snackbar.message)}</span>
    </div>
  )
}
