import { useFoyerAccount } from '@foyer/react'
import { type FormEvent, useState } from 'react'

type Outcome =
  | { state: 'idle' }
  | { state: 'signing' }
  | { state: 'verified'; signature: string }
  | { state: 'invalid' }
  | { state: 'failed'; message: string }

/**
 * Signs a message with the connected wallet through the app's own wagmi config (whatever connected it:
 * an injected wallet or WalletConnect) and checks the signature against the account.
 */
export default function SignMessage() {
  const { address, isConnected } = useFoyerAccount()
  const [message, setMessage] = useState('Hello from the Foyer demo')
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  if (!isConnected || !address) return null

  const sign = async (event: FormEvent) => {
    event.preventDefault()
    setOutcome({ state: 'signing' })
    try {
      const { signAndVerify } = await import('./walletActions.js')
      const { signature, valid } = await signAndVerify(address as `0x${string}`, message)
      setOutcome(valid ? { state: 'verified', signature } : { state: 'invalid' })
    } catch (error) {
      const { shortMessage, message: text } = error as { shortMessage?: string; message?: string }
      setOutcome({ state: 'failed', message: shortMessage ?? text ?? 'Signing failed' })
    }
  }

  return (
    <section aria-labelledby="sign-title" className="panel">
      <h2 id="sign-title">Sign a message</h2>
      <form onSubmit={sign} className="sign-form">
        <label htmlFor="sign-message">Message</label>
        <input id="sign-message" value={message} onChange={(e) => setMessage(e.target.value)} />
        <button type="submit" disabled={outcome.state === 'signing' || message === ''}>
          {outcome.state === 'signing' ? 'Waiting for the wallet…' : 'Sign'}
        </button>
      </form>
      {outcome.state === 'verified' && (
        <p role="status" className="sign-ok">
          Signature verified for {address}{' '}
          <code data-testid="signature">{`${outcome.signature.slice(0, 10)}…`}</code>
        </p>
      )}
      {outcome.state === 'invalid' && (
        <p role="alert" className="sign-bad">
          The signature does not match {address}
        </p>
      )}
      {outcome.state === 'failed' && (
        <p role="alert" className="sign-bad">
          {outcome.message}
        </p>
      )}
    </section>
  )
}
