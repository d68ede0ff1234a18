import type { FoyerMessage, FoyerState } from '@foyer/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import type { Translate } from '../../i18n/format.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { NameSuggestions } from './NameSuggestions.js'
import { namesCss } from './namesCss.js'

/** Availability is asked once typing pauses this long. */
const SUGGEST_DEBOUNCE_MS = 250

const selectNames = (state: FoyerState) => state.names

type NameSuggestion = FoyerState['names']['suggestions'][number]

interface NameStatusInput {
  names: FoyerState['names']
  typed: string
  /** Whether the store's answer is about the typed name (and no longer loading). */
  current: boolean
  exact: NameSuggestion | undefined
  t: Translate
  message(message: FoyerMessage): string
}

/** What the status line says of the typed name: signing, registering, its error, checking, free or taken. */
function nameStatus({ names, typed, current, exact, t, message }: NameStatusInput): {
  state: 'free' | 'taken' | 'error' | 'idle'
  text: string
} {
  if (names.status === 'signing') return { state: 'idle', text: t('nameSigning') }
  if (names.status === 'registering') return { state: 'idle', text: t('nameRegistering') }
  if (names.error && names.query === typed) return { state: 'error', text: message(names.error) }
  if (typed !== '' && !current) return { state: 'idle', text: t('nameChecking') }
  if (!exact) return { state: 'idle', text: '' }
  return {
    state: exact.registered ? 'taken' : 'free',
    text: t(exact.registered ? 'nameTaken' : 'nameFree', { name: exact.name }),
  }
}

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

  const { state, text } = nameStatus({ names, typed, current, exact, t, message })
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
        <NameSuggestions names={alternatives.map((s) => s.name)} disabled={busy} onPick={pick} />
      ) : null}
      <button type="submit" className="foyer-button" disabled={!canRegister} aria-busy={busy || undefined}>
        {t('nameRegister')}
      </button>
    </form>
  )
}
