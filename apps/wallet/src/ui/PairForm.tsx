import { type FormEvent, useId, useState } from 'react'
import type { WalletController } from '../wallet/controller.js'
import { WalletError } from '../wallet/errors.js'

/** A labelled input for a pasted wc: URI and a Pair button. */
export function PairForm(props: { controller: WalletController }) {
  const [uri, setUri] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pairing, setPairing] = useState(false)
  const inputId = useId()
  const errorId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    setPairing(true)
    try {
      await props.controller.pair(uri)
      setUri('')
    } catch (caught) {
      setError(caught instanceof WalletError ? caught.shortMessage : 'Pairing failed')
    } finally {
      setPairing(false)
    }
  }

  return (
    <form className="card pair" onSubmit={submit} aria-label="Pair with a dApp">
      <label htmlFor={inputId}>WalletConnect URI</label>
      <div className="row">
        <input
          id={inputId}
          value={uri}
          onChange={(event) => setUri(event.target.value)}
          placeholder="wc:…"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" disabled={pairing || uri.trim() === ''}>
          Pair
        </button>
      </div>
      {error && (
        <p id={errorId} className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
