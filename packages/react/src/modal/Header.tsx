import { BackIcon, CloseIcon, HelpIcon } from '../components/icons.js'
import { useTranslate } from '../hooks/useFoyerContext.js'

export interface HeaderProps {
  titleId: string
  title: string
  canGoBack: boolean
  onBack(): void
  /** Where the help button leads (the Connect view's 'What is a wallet?'); none when undefined. */
  onHelp?: (() => void) | undefined
  onClose(): void
}

/** The view title (labels the dialog), Back while the stack has history (else a help entry, if any), and Close. */
export function Header({ titleId, title, canGoBack, onBack, onHelp, onClose }: HeaderProps) {
  const t = useTranslate()
  return (
    <div className="foyer-header">
      {canGoBack ? (
        <button type="button" className="foyer-icon-button" aria-label={t('back')} onClick={onBack}>
          <BackIcon />
        </button>
      ) : onHelp ? (
        <button type="button" className="foyer-icon-button" aria-label={t('whatIsAWallet')} onClick={onHelp}>
          <HelpIcon />
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
