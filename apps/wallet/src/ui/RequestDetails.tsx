import { formatEther } from 'viem'
import type { SigningRequest } from '../wallet/sign.js'

/** What a request will sign or send, shown before the visitor decides. */
export function RequestDetails(props: { request: SigningRequest; symbol: string }) {
  const { request } = props
  switch (request.method) {
    case 'personal_sign':
      return (
        <>
          <h3>Message</h3>
          <pre className="payload" data-testid="message">
            {request.text ?? request.message}
          </pre>
        </>
      )
    case 'eth_signTypedData_v4':
      return (
        <>
          <h3>Typed data ({request.typedData.primaryType})</h3>
          <pre className="payload" data-testid="typed-data">
            {JSON.stringify(
              { domain: request.typedData.domain, message: request.typedData.message },
              null,
              2,
            )}
          </pre>
        </>
      )
    case 'eth_sendTransaction': {
      const { to, value, data, gas } = request.transaction
      return (
        <dl className="facts">
          <dt>To</dt>
          <dd className="mono">{to ?? 'New contract'}</dd>
          <dt>Value</dt>
          <dd>
            {formatEther(value ?? 0n)} {props.symbol}
          </dd>
          {data && data !== '0x' && (
            <>
              <dt>Data</dt>
              <dd className="mono wrap">{data}</dd>
            </>
          )}
          {gas !== undefined && (
            <>
              <dt>Gas limit</dt>
              <dd>{gas.toString()}</dd>
            </>
          )}
        </dl>
      )
    }
  }
}
