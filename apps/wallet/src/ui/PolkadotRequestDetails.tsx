import { bytesToHex } from 'viem'
import type { PolkadotRequest } from '../wallet/polkadot/requests.js'

/** A SCALE payload's hex number in decimal ('0x' alone, an empty field, is 0). */
const decimal = (hex: string) => (hex === '0x' ? '0' : BigInt(hex).toString())

/** What a Polkadot request will sign: the message, or the transaction payload's fields. */
export function PolkadotRequestDetails(props: { request: PolkadotRequest }) {
  const { request } = props
  switch (request.method) {
    case 'polkadot_signMessage':
      return (
        <>
          <h3>Message</h3>
          <pre className="payload" data-testid="message">
            {request.text ?? bytesToHex(request.message)}
          </pre>
        </>
      )
    case 'polkadot_signTransaction': {
      const { payload } = request
      return (
        <dl className="facts">
          <dt>Signer</dt>
          <dd className="mono">{request.address}</dd>
          <dt>Call data</dt>
          <dd className="mono wrap" data-testid="call-data">
            {payload.method}
          </dd>
          <dt>Nonce</dt>
          <dd>{decimal(payload.nonce)}</dd>
          <dt>Tip</dt>
          <dd>{decimal(payload.tip)} planck</dd>
          <dt>Era</dt>
          <dd>{payload.era === '0x00' ? 'Immortal' : `Mortal from block ${decimal(payload.blockNumber)}`}</dd>
          <dt>Spec version</dt>
          <dd>
            {decimal(payload.specVersion)} (transaction version {decimal(payload.transactionVersion)})
          </dd>
          <dt>Genesis hash</dt>
          <dd className="mono wrap">{payload.genesisHash}</dd>
        </dl>
      )
    }
  }
}
