import type { PendingItem } from '../wallet/controller.js'
import { DappHeader } from './DappHeader.js'
import { DecisionButtons } from './DecisionButtons.js'

/** One-click sign-in: connect and sign the dApp's sign-in message with one approval. */
export function AuthenticateCard(props: {
  item: Extract<PendingItem, { kind: 'authenticate' }>
  busy: boolean
  onApprove: () => void
  onReject: () => void
}) {
  const { dapp, summary } = props.item
  return (
    <section className="card pending" aria-labelledby="authenticate-heading">
      <h2 id="authenticate-heading">Sign-in request</h2>
      <DappHeader dapp={dapp} />
      <h3 id="authenticate-chains">Chains</h3>
      <ul aria-labelledby="authenticate-chains" className="tags">
        {summary.chains.map((chain) => (
          <li key={chain}>{chain}</li>
        ))}
      </ul>
      <h3 id="authenticate-message">Message</h3>
      <pre className="payload" data-testid="message">
        {summary.message}
      </pre>
      <DecisionButtons busy={props.busy} onApprove={props.onApprove} onReject={props.onReject} />
    </section>
  )
}
