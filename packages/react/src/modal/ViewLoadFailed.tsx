import { useFoyerContext } from '../hooks/useFoyerContext.js'

/** Shown in the modal when a view's chunk could not be loaded (after retries). */
export function ViewLoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useFoyerContext()
  return (
    <div className="foyer-center" role="alert">
      <p>{t('viewLoadFailed')}</p>
      <button type="button" className="foyer-button" data-variant="accent" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  )
}
