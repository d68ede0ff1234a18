import { useFoyerAccount } from '@foyer/react'
import { useState } from 'react'

type Outcome =
  | { state: 'idle' }
  | { state: 'signing' }
  | { state: 'signed'; txid: string; hex: string }
  | { state: 'failed'; message: string }

/** A PSBT the wallet signs through Foyer's Bitcoin adapter (the sign-PSBT call); the demo finalizes it, not broadcast. */
export default function BitcoinPsbt() {
  const { address } = useFoyerAccount()
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  if (!address) return null
  const sign = async () => {
    setOutcome({ state: 'signing' })
    try {
      const { signTestPsbt } = await import('./bitcoinActions.js')
      const { txid, hex } = await signTestPsbt(address)
      setOutcome({ state: 'signed', txid, hex })
    } catch (error) {
      const { shortMessage, message } = error as { shortMessage?: string; message?: string }
      setOutcome({ state: 'failed', message: shortMessage ?? message ?? 'Signing failed' })
    }
  }
  return (
    <section aria-labelledby="psbt-title" className="panel">
      <h2 id="psbt-title">Sign a PSBT</h2>
      <p>Pays your largest coin back to you, less 1,000 sats. The wallet signs; nothing is broadcast.</p>
      <button type="button" onClick={sign} disabled={outcome.state === 'signing'}>
        {outcome.state === 'signing' ? 'Waiting for the wallet…' : 'Sign PSBT'}
      </button>
      {outcome.state === 'signed' && (
        <p role="status" className="sign-ok" data-testid="psbt-outcome" data-hex={outcome.hex}>
          PSBT signed and finalized: <code>{`${outcome.txid.slice(0, 10)}…`}</code>
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
