import type { Snackbar as SnackbarState } from '@foyer/core'
import { useEffect, useRef } from 'react'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useMessageText } from '../i18n/useMessageText.js'

/**
 * Core's snackbar: errors are alerts (announced at once), loading and success are polite status. Its clock
 * stops while the pointer or focus is on it, so a hash or a message can be read to the end.
 */
export function Snackbar({ snackbar }: { snackbar: SnackbarState }) {
  const { foyer } = useFoyerContext()
  const text = useMessageText()
  const held = useRef(false)
  const hold = (next: boolean) => {
    if (held.current === next) return
    held.current = next
    foyer.holdSnackbar(next)
  }
  // Replaced or hidden while held: the pointer never 'leaves', so let go here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on unmount.
  useEffect(() => () => hold(false), [])
  return (
    // Pointer and focus only hold the clock; the element stays a status or an alert, not a control.
    // biome-ignore lint/a11y/noStaticElementInteractions: role is status/alert, set below.
    <div
      className="foyer-snackbar"
      role={snackbar.variant === 'error' ? 'alert' : 'status'}
      data-variant={snackbar.variant}
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={() => hold(false)}
    >
      {snackbar.variant === 'loading' ? <span className="foyer-spinner" aria-hidden="true" /> : null}
      <span>{text(snackbar.message)}</span>
    </div>
  )
}
