import type { Alert } from '@foyer/core'
import { CloseIcon } from '../components/icons.js'
import { useTranslate } from '../hooks/useFoyerContext.js'
import { useMessageText } from '../i18n/useMessageText.js'

/** One of the service alerts with its title, message and a dismiss button. */
export function AlertBanner({ alert, onDismiss }: { alert: Alert; onDismiss(): void }) {
  const t = useTranslate()
  const text = useMessageText()
  return (
    <div className="foyer-alert" role="alert" data-variant={alert.variant}>
      <div className="foyer-stack" style={{ flex: 1, gap: 4 }}>
        <p className="foyer-heading">{text(alert.title)}</p>
        <p className="foyer-muted">{text(alert.message)}</p>
      </div>
      <button type="button" className="foyer-icon-button" aria-label={t('dismiss')} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  )
}
