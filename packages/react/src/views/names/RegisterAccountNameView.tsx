import type { FoyerState } from '@foyer/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { namesCss } from './namesCss.js'

/** Availability is asked once typing pauses this long. */
const SUGGEST_DEBOUNCE_MS = 250

const selectNames = (state: FoyerState) => state.names

/**
 * RegisterAccountName: the visitor types a name; the naming rule is checked as they type, then the
 * service says whether `<name>.<zone>` is free and proposes free ones. Register asks the wallet to
 * sign the registration; the success view follows, or the reason shows here.
 */
export default function RegisterAccountNameView() {
  const { foyer, t } = useFoyerContext()
  const message = useMessageText()
  useStyle('foyer-names', namesCss)
  const names = useFoyerSelector(selectNames)
  const inputId = useId()
  const statusId = useId()
  const zone = foyer.options.nameZone
  const [value, setValue] = useState(names.query)
  const typed = value.trim()
  const query = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS)

  useEffect(() => {
    if (query !== foyer.getState().names.query || query === '') void foyer.names.suggest(query)
  }, [foyer, query])

  const current = names.query === typed && !names.loading
  const exact = current
    ? names.suggestions.find((s) => s.name === `${typed.toLowerCase()}.${zone}`)
    : undefined
  const alternatives = current ? names.suggestions.filter((s) => s !== exact && !s.registered) : []
  const busy = names.status !== 'idle'
  const canRegister = !busy && current && exact !== undefined && !exact.registered && !names.error

  let state: 'free' | 'taken' | 'error' | 'idle' = 'idle'
  let text = ''
  if (names.status === 'signing') text = t('nameSigning')
  else if (names.status === 'registering') text = t('nameRegistering')
  else if (names.error && names.query === typed) {
    state = 'error'
    text = message(names.error)
  } else if (typed !== '' && !current) text = t('nameChecking')
  else if (exact) {
    state = exact.registered ? 'taken' : 'free'
    text = t(exact.registered ? 'nameTaken' : 'nameFree', { name: exact.name })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (canRegister) foyer.names.register(typed).catch(() => {})
  }
  const pick = (name: string) => {
    const label = name.slice(0, -(zone.length + 1))
    setValue(label)
    void foyer.names.suggest(label)
  }

  return (
    <form className="foyer-stack" onSubmit={onSubmit} noValidate>
      <p className="foyer-muted">{t('nameIntro')}</p>
      <label htmlFor={inputId}>{t('nameLabel')}</label>
      <div className="foyer-name-input">
        <input
          id={inputId}
          className="foyer-input"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          disabled={busy}
          placeholder={t('namePlaceholder')}
          aria-invalid={state === 'error' || state === 'taken' || undefined}
          aria-describedby={statusId}
          onChange={(event) => setValue(event.target.value)}
        />
        <span className="foyer-name-input__zone" aria-hidden="true">
          .{zone}
        </span>
      </div>
      <p
        id={statusId}
        role="status"
        className={
          state === 'error' || state === 'taken'
            ? 'foyer-muted foyer-error foyer-name-state'
            : 'foyer-muted foyer-name-state'
        }
        data-state={state}
      >
        {text}
      </p>
      {alternatives.length > 0 ? (
        <section aria-label={t('nameSuggestions')}>
          <ul className="foyer-name-suggestions">
            {alternatives.map((s) => (
              <li key={s.name}>
                <button
                  type="button"
                  className="foyer-name-suggestion"
                  onClick={() => pick(s.name)}
                  disabled={busy}
                >
                  {s.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <button type="submit" className="foyer-button" disabled={!canRegister} aria-busy={busy || undefined}>
        {t('nameRegister')}
      </button>
    </form>
  )
}
