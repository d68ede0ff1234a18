import type { CosmosSigningRequest } from '../wallet/cosmos/requests.js'

/** JSON for the card: bigints as decimal text, bytes as their length. */
function json(value: unknown): string {
  return JSON.stringify(
    value,
    (_, entry: unknown) =>
      typeof entry === 'bigint'
        ? entry.toString()
        : entry instanceof Uint8Array
          ? `${entry.length} bytes`
          : entry,
    2,
  )
}

const coins = (amounts: readonly { denom: string; amount: string }[]) =>
  amounts.map((coin) => `${coin.amount} ${coin.denom}`).join(', ') || 'None'

/** The sign doc's account, fee and memo, then its messages. */
function SignDocFacts(props: {
  address: string
  chainId: string
  accountNumber: string
  sequence: string | undefined
  fee: string
  memo: string
  messages: unknown
}) {
  return (
    <>
      <dl className="facts">
        <dt>Signer</dt>
        <dd className="mono">{props.address}</dd>
        <dt>Chain ID</dt>
        <dd>{props.chainId}</dd>
        <dt>Account number</dt>
        <dd>{props.accountNumber}</dd>
        {props.sequence !== undefined && (
          <>
            <dt>Sequence</dt>
            <dd>{props.sequence}</dd>
          </>
        )}
        <dt>Fee</dt>
        <dd>{props.fee}</dd>
        {props.memo && (
          <>
            <dt>Memo</dt>
            <dd data-testid="memo">{props.memo}</dd>
          </>
        )}
      </dl>
      <h3>Messages</h3>
      <pre className="payload" data-testid="messages">
        {json(props.messages)}
      </pre>
    </>
  )
}

/** What a Cosmos request will sign: a direct (protobuf) or amino (JSON) sign doc, read for the visitor. */
export function CosmosRequestDetails(props: { request: CosmosSigningRequest }) {
  const { request } = props
  switch (request.method) {
    case 'cosmos_signDirect': {
      const { summary, signDoc } = request
      return (
        <SignDocFacts
          address={request.address}
          chainId={signDoc.chainId}
          accountNumber={signDoc.accountNumber.toString()}
          sequence={summary.sequence}
          fee={`${coins(summary.fee)} (gas limit ${summary.gasLimit})`}
          memo={summary.memo}
          messages={summary.messages.map((message) => ({
            typeUrl: message.typeUrl,
            value: message.value ?? 'Not decoded',
          }))}
        />
      )
    }
    case 'cosmos_signAmino': {
      const { signDoc } = request
      return (
        <SignDocFacts
          address={request.address}
          chainId={signDoc.chain_id}
          accountNumber={signDoc.account_number}
          sequence={signDoc.sequence}
          fee={`${coins(signDoc.fee.amount)} (gas ${signDoc.fee.gas})`}
          memo={signDoc.memo}
          messages={signDoc.msgs}
        />
      )
    }
  }
}
