import type { PendingItem, PendingRequest } from '../wallet/controller.js'
import { isBitcoinRequest, isCosmosRequest, isPolkadotRequest, isSolanaRequest } from '../wallet/dispatch.js'
import { BitcoinRequestDetails } from './BitcoinRequestDetails.js'
import { CosmosRequestDetails } from './CosmosRequestDetails.js'
import { DappHeader } from './DappHeader.js'
import { DecisionButtons } from './DecisionButtons.js'
import { PolkadotRequestDetails } from './PolkadotRequestDetails.js'
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
  polkadot_signMessage: 'Signature request',
  polkadot_signTransaction: 'Transaction signature request',
  cosmos_signDirect: 'Transaction signature request',
  cosmos_signAmino: 'Transaction signature request',
  signMessage: 'Signature request',
  signPsbt: 'Transaction signature request',
  sendTransfer: 'Transaction request',
} as const

/** The request's details, by namespace. */
function Details(props: { request: PendingRequest; symbol: string }) {
  const { request } = props
  if (isSolanaRequest(request)) return <SolanaRequestDetails request={request} />
  if (isPolkadotRequest(request)) return <PolkadotRequestDetails request={request} />
  if (isCosmosRequest(request)) return <CosmosRequestDetails request={request} />
  if (isBitcoinRequest(request)) return <BitcoinRequestDetails request={request} />
  return <RequestDetails request={request} symbol={props.symbol} />
}

/** A signing or transaction request (EVM, Solana, Polkadot, Cosmos or Bitcoin): the dApp, the network, the details; Approve or Reject. */
export function RequestCard(props: {
  item: Extract<PendingItem, { kind: 'request' }>
  /**
   * The network as the card names it: `Foyer Devnet (31337)`, `Solana (local) (solana:5eykt…)`,
   * `Polkadot (polkadot:91b1…)`.
   */
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
      <Details request={request} symbol={props.symbol} />
      <DecisionButtons busy={props.busy} onApprove={props.onApprove} onReject={props.onReject} />
    </section>
  )
}
