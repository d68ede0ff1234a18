import type { FoyerState } from '@foyer/core'
import { type FormEvent, useId, useState } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessageText } from '../../i18n/useMessageText.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const selectEmbedded = (state: FoyerState) => state.embeddedWallet
const selectNamespace = (state: FoyerState) => state.caipNetwork?.chainNamespace

/**
 * The email field of the Connect view: a valid address asks the secure site for a code (the frame
 * and its code load on first focus, not with the page). Errors show under the field.
 */
export function EmailLogin() {
  const { foyer, t } = useFoyerContext()
  const text = useMessageText()
  const inputId = useId()
  const statusId = useId()
  const hintId = useId()
  const embedded = useFoyerSelector(selectEmbedded)
  // The email wallet is an EVM account: on a Solana or Bitcoin network, say where signing in takes the visitor.
  const namespace = useFoyerSelector(selectNamespace)
  const evmNetwork = foyer.options.networks.find((network) => network.chainNamespace === 'eip155')
  const switchHint =
    namespace && namespace !== 'eip155' && evmNetwork
      ? t('emailSwitchesNetwork', { network: evmNetwork.name })
      : undefined
  const [email, setEmail] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (!EMAIL.test(value)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    setSubmitted(true)
    foyer.track({ event: 'EMAIL_SUBMITTED' })
    foyer.embeddedWallet.connectEmail(value).catch(() => {})
  }
  const busy = submitted && embedded.busy
  const failure = submitted && !embedded.busy ? embedded.error : undefined
  const error = invalid ? t('emailInvalid') : failure ? text(failure) : undefined
  return (
    <>
      <form className="foyer-stack" onSubmit={onSubmit} noValidate>
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
            inputMode="email"
            placeholder={t('emailPlaceholder')}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={switchHint ? `${hintId} ${statusId}` : statusId}
            onFocus={() => {
              foyer.embeddedWallet.preload()
              foyer.track({ event: 'EMAIL_LOGIN_SELECTED' })
            }}
            onChange={(event) => {
              setEmail(event.target.value)
              setInvalid(false)
            }}
          />
          <button type="submit" className="foyer-button" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <span className="foyer-spinner foyer-spinner--small" aria-hidden="true" /> : null}
            {t('continue')}
          </button>
        </div>
        {switchHint ? (
          <p id={hintId} className="foyer-muted" data-testid="foyer-email-network-hint">
            {switchHint}
          </p>
        ) : null}
        <p id={statusId} className={error ? 'foyer-muted foyer-error' : 'foyer-muted'} role="status">
          {error ?? (busy ? t('sendingCode') : null)}
        </p>
      </form>
      <button
        type="button"
        className="foyer-button"
        disabled={busy}
        // The secure site's card asks for the passkey; a cancel there is the visitor's choice.
        onClick={() => foyer.embeddedWallet.connectPasskey().catch(() => {})}
      >
        {t('signInWithPasskey')}
      </button>
    </>
  )
}
