import type { BitcoinSigningRequest } from '../wallet/bitcoin/requests.js'
import { formatSats } from './useBitcoinBalance.js'

const btc = (sats: bigint | undefined) => (sats === undefined ? 'Unknown amount' : `${formatSats(sats)} BTC`)

/** What a Bitcoin request will sign or send: the message, the PSBT's inputs and outputs, or the transfer. */
export function BitcoinRequestDetails(props: { request: BitcoinSigningRequest }) {
  const { request } = props
  switch (request.method) {
    case 'signMessage':
      return (
        <>
          <dl className="facts">
            <dt>Address</dt>
            <dd className="mono">{request.address}</dd>
            <dt>Protocol</dt>
            <dd>{request.protocol === 'bip322' ? 'BIP-322' : 'Bitcoin signed message'}</dd>
          </dl>
          <h3>Message</h3>
          <pre className="payload" data-testid="message">
            {request.message}
          </pre>
        </>
      )
    case 'signPsbt': {
      const { summary } = request
      const signed = new Set(request.inputs.map((input) => input.index))
      return (
        <>
          <h3>Inputs</h3>
          <ul className="entries" data-testid="psbt-inputs">
            {summary.inputs.map((input, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an input's place is its identity.
              <li key={index}>
                <span className="mono">{input.address ?? 'Unknown script'}</span> {btc(input.amount)}
                {signed.has(index) ? ' (signed by this wallet)' : ''}
              </li>
            ))}
          </ul>
          <h3>Outputs</h3>
          <ul className="entries" data-testid="psbt-outputs">
            {summary.outputs.map((output, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an output's place is its identity.
              <li key={index}>
                <span className="mono">{output.address ?? 'Data (no address)'}</span> {btc(output.amount)}
              </li>
            ))}
          </ul>
          <dl className="facts">
            <dt>Fee</dt>
            <dd>{btc(summary.fee)}</dd>
            <dt>Broadcast</dt>
            <dd>{request.broadcast ? 'Yes, once signed' : 'No, the dApp gets the signed PSBT'}</dd>
          </dl>
        </>
      )
    }
    case 'sendTransfer':
      return (
        <dl className="facts">
          <dt>To</dt>
          <dd className="mono">{request.recipientAddress}</dd>
          <dt>Value</dt>
          <dd data-testid="amount">{btc(request.amount)}</dd>
          {request.memo && (
            <>
              <dt>Memo</dt>
              <dd className="mono">{request.memo}</dd>
            </>
          )}
        </dl>
      )
  }
}
