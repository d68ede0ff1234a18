import type { FoyerState } from '@foyer/core'
import { type FormEvent, useId, useState } from 'react'
import { useErrorText } from '../../errors/useErrorText.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const selectEmbedded = (state: FoyerState) => state.embeddedWallet

/** Email update, first step: the new address; codes go to the current one, then the new one. */
export default function UpdateEmailWalletView() {
  const { foyer, t } = useFoyerContext()
  const errorText = useErrorText()
  const inputId = useId()
  const statusId = useId()
  const embedded = useFoyerSelector(selectEmbedded)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!EMAIL.test(value)) return setError(t('emailInvalid'))
    setError(undefined)
    setPending(true)
    foyer.embeddedWallet.updateEmail(value).then(
      () => setPending(false),
      (failure: unknown) => {
        setPending(false)
        setError(errorText(failure))
      },
    )
  }
  return (
    <form className="foyer-stack" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{t('newEmailLabel')}</label>
      <input
        id={inputId}
        className="foyer-input"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        placeholder={embedded.email}
        aria-invalid={error ? true : undefined}
        aria-describedby={statusId}
        onChange={(event) => {
          setEmail(event.target.value)
          setError(undefined)
        }}
      />
      <p id={statusId} role="status" className={error ? 'foyer-muted foyer-error' : 'foyer-muted'}>
        {error ?? (pending ? t('sendingCode') : t('updateEmailHint'))}
      </p>
      <button type="submit" className="foyer-button" disabled={pending} aria-busy={pending || undefined}>
        {t('continue')}
      </button>
    </form>
  )
}
