import type { PendingItem } from '../wallet/controller.js'
import { isSolanaRequest } from '../wallet/dispatch.js'
import { DappHeader } from './DappHeader.js'
import { DecisionButtons } from './DecisionButtons.js'
import { RequestDetails } from './RequestDetails.js'
import { SolanaRequestDetails } from './SolanaRequestDetails.js'

const titles = {
  personal_sign: 'Signature request',
  eth_signTypedData_v4: 'Typed data signature request',
  eth_sendTransaction: 'Transaction request',
  solana_signMessage: 'Signature request',
  solana_signTransaction: 'Transaction signature request',
  solana_signAllTransactions: 'Transactions signature request',
  solana_signAndSendTransaction: 'Transaction request',
} as const

/** A signing or transaction request (EVM or Solana): the dApp, the network, the details; Approve or Reject. */
export function RequestCard(props: {
  item: Extract<PendingItem, { kind: 'request' }>
  /** The network as the card names it: `Foyer Devnet (31337)`, `Solana (local) (solana:5eykt…)`. */
  network: string
  /** The network's native currency. */
  symbol: string
  busy: boolean
  onApprove: () => void
  onReject: () => void
}) {
  const { item } = props
  const { request } = item
  return (
    <section className="card pending" aria-labelledby="request-heading">
      <h2 id="request-heading">{titles[request.method]}</h2>
      <DappHeader dapp={item.dapp} />
      <dl className="facts">
        <dt>Method</dt>
        <dd className="mono">{request.method}</dd>
        <dt>Network</dt>
        <dd>{props.network}</dd>
      </dl>
      {isSolanaRequest(request) ? (
        <SolanaRequestDetails request={request} />
      ) : (
        <RequestDetails request={request} symbol={props.symbol} />
      )}
      <DecisionButtons busy={props.busy} onApprove={props.onApprove} onReject={props.onReject} />
    </section>
  )
}
