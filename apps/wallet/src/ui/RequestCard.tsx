import type { DevnetChain } from '@foyer/devnet'
import type { PendingItem } from '../wallet/controller.js'
import { DappHeader } from './DappHeader.js'
import { DecisionButtons } from './DecisionButtons.js'
import { RequestDetails } from './RequestDetails.js'

const titles = {
  personal_sign: 'Signature request',
  eth_signTypedData_v4: 'Typed data signature request',
  eth_sendTransaction: 'Transaction request',
} as const

/** A signing or transaction request: the dApp, the chain, the details; Approve or Reject. */
export function RequestCard(props: {
  item: Extract<PendingItem, { kind: 'request' }>
  chain: DevnetChain | undefined
  busy: boolean
  onApprove: () => void
  onReject: () => void
}) {
  const { item, chain } = props
  return (
    <section className="card pending" aria-labelledby="request-heading">
      <h2 id="request-heading">{titles[item.request.method]}</h2>
      <DappHeader dapp={item.dapp} />
      <dl className="facts">
        <dt>Method</dt>
        <dd className="mono">{item.request.method}</dd>
        <dt>Network</dt>
        <dd>{chain ? `${chain.name} (${chain.id})` : `Chain ${item.request.chainId}`}</dd>
      </dl>
      <RequestDetails request={item.request} symbol={chain?.nativeCurrency.symbol ?? 'ETH'} />
      <DecisionButtons busy={props.busy} onApprove={props.onApprove} onReject={props.onReject} />
    </section>
  )
}
