import { useState } from 'react'

type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done'; atomic: boolean; transactions: string[]; failed: boolean }
  | { state: 'failed'; message: string }

/** Two transfers in one wallet request (EIP-5792 wallet_sendCalls), through the app's wagmi config. */
export default function BatchCalls() {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  const send = async () => {
    setOutcome({ state: 'sending' })
    try {
      const { sendBatch } = await import('./walletActions.js')
      const { status, atomic, transactions } = await sendBatch()
      setOutcome({ state: 'done', atomic, transactions, failed: status !== 'success' })
    } catch (error) {
      const { shortMessage, message } = error as { shortMessage?: string; message?: string }
      setOutcome({ state: 'failed', message: shortMessage ?? message ?? 'The batch failed' })
    }
  }
  return (
    <section aria-labelledby="batch-title" className="panel">
      <h2 id="batch-title">Send a batch</h2>
      <p>Two transfers of 0.001 ETH, to test accounts 3 and 4, in one wallet request.</p>
      <button type="button" onClick={send} disabled={outcome.state === 'sending'}>
        {outcome.state === 'sending' ? 'Sending the batch…' : 'Send batch'}
      </button>
      {outcome.state === 'done' && (
        <p role="status" className={outcome.failed ? 'sign-bad' : 'sign-ok'} data-testid="batch-outcome">
          {outcome.failed ? 'The batch failed' : 'Batch landed'}{' '}
          {outcome.atomic ? 'as one transaction (atomic)' : `as ${outcome.transactions.length} transactions`}:{' '}
          <code>{outcome.transactions.map((hash) => `${hash.slice(0, 10)}…`).join(', ')}</code>
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
