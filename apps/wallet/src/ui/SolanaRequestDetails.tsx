import type { SolanaRequest } from '../wallet/solana/requests.js'
import { solTransfers, type WireTransaction } from '../wallet/solana/wire.js'
import { formatLamports } from './useSolanaBalance.js'

/** What a Solana transaction does, as far as the wallet reads it: its SOL transfers, its fee payer. */
function TransactionFacts(props: { transaction: WireTransaction }) {
  const { transaction } = props
  const transfers = solTransfers(transaction)
  return (
    <dl className="facts">
      <dt>Fee payer</dt>
      <dd className="mono">{transaction.signers[0]}</dd>
      {transfers.map((transfer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a transaction's transfers have no identity but their place.
        <div key={index} className="transfer">
          <dt>To</dt>
          <dd className="mono">{transfer.to ?? 'A lookup-table account'}</dd>
          <dt>Value</dt>
          <dd>{formatLamports(transfer.lamports)} SOL</dd>
        </div>
      ))}
      <dt>Instructions</dt>
      <dd>
        {transaction.instructions.length} ({transaction.version === 'legacy' ? 'legacy' : 'v0'} transaction)
      </dd>
    </dl>
  )
}

/** What a Solana request will sign or send, shown before the visitor decides. */
export function SolanaRequestDetails(props: { request: SolanaRequest }) {
  const { request } = props
  switch (request.method) {
    case 'solana_signMessage':
      return (
        <>
          <h3>Message</h3>
          <pre className="payload" data-testid="message">
            {request.text ?? `${request.message.length} bytes`}
          </pre>
        </>
      )
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return <TransactionFacts transaction={request.transaction} />
    case 'solana_signAllTransactions':
      return (
        <>
          {request.transactions.map((transaction, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the dApp's order is the transactions' identity.
            <TransactionFacts key={index} transaction={transaction} />
          ))}
        </>
      )
  }
}
