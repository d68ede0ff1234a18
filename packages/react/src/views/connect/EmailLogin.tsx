import { type FormEvent, useId, useState } from 'react'
import { useTranslate } from '../../hooks/useFoyerContext.js'

/** The email field; email login itself arrives in a later issue, so Continue explains that. */
export function EmailLogin() {
  const t = useTranslate()
  const inputId = useId()
  const [notice, setNotice] = useState(false)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setNotice(true)
  }
  return (
    <form className="foyer-stack" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="foyer-visually-hidden">
        {t('emailLabel')}
      </label>
      <div className="foyer-row">
        <input
          id={inputId}
          className="foyer-input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
        />
        <button type="submit" className="foyer-button">
          {t('continue')}
        </button>
      </div>
      <p className="foyer-muted" role="status">
        {notice ? t('emailNotAvailable') : null}
      </p>
    </form>
  )
}
