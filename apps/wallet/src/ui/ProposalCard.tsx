import type { PendingItem } from '../wallet/controller.js'
import { DappHeader } from './DappHeader.js'
import { DecisionButtons } from './DecisionButtons.js'

/** A session proposal: who asks, for which chains and methods; Approve or Reject. */
export function ProposalCard(props: {
  item: Extract<PendingItem, { kind: 'proposal' }>
  busy: boolean
  onApprove: () => void
  onReject: () => void
}) {
  const { summary } = props.item
  return (
    <section className="card pending" aria-labelledby="proposal-heading">
      <h2 id="proposal-heading">Connection request</h2>
      <DappHeader dapp={summary} />
      <h3 id="proposal-chains">Chains</h3>
      <ul aria-labelledby="proposal-chains" className="tags">
        {summary.chains.map((chain) => (
          <li key={chain}>{chain}</li>
        ))}
      </ul>
      <h3 id="proposal-methods">Methods</h3>
      <ul aria-labelledby="proposal-methods" className="tags">
        {summary.methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
      <DecisionButtons busy={props.busy} onApprove={props.onApprove} onReject={props.onReject} />
    </section>
  )
}
