import { useFoyerContext } from '../../hooks/useFoyerContext.js'

export interface NameSuggestionsProps {
  /** Free names the service proposed, `<label>.<zone>`. */
  names: readonly string[]
  disabled: boolean
  onPick(name: string): void
}

/** The free names the service proposes instead of the typed one; a click takes one. */
export function NameSuggestions({ names, disabled, onPick }: NameSuggestionsProps) {
  const { t } = useFoyerContext()
  return (
    <section aria-label={t('nameSuggestions')}>
      <ul className="foyer-name-suggestions">
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              className="foyer-name-suggestion"
              onClick={() => onPick(name)}
              disabled={disabled}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
