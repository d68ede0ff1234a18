import { BackIcon, CloseIcon } from '../components/icons.js'
import { useTranslate } from '../hooks/useFoyerContext.js'

export interface HeaderProps {
  titleId: string
  title: string
  canGoBack: boolean
  onBack(): void
  onClose(): void
}

/** The view title (labels the dialog), a Back button while the stack has history, and Close. */
export function Header({ titleId, title, canGoBack, onBack, onClose }: HeaderProps) {
  const t = useTranslate()
  return (
    <div className="foyer-header">
      {canGoBack ? (
        <button type="button" className="foyer-icon-button" aria-label={t('back')} onClick={onBack}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      {/* Keyed so the title's 120 ms fade replays when the view changes. */}
      <h2 key={title} id={titleId} className="foyer-title">
        {title}
      </h2>
      <button type="button" className="foyer-icon-button" aria-label={t('close')} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  )
}
