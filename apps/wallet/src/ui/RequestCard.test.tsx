import { bitcoinTestAccounts } from '@foyer/devnet'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { cosmosTestKey, polkadotTestKey } from '../keys/testKeys.js'
import { aminoSignDoc, directSignDoc } from '../testing/cosmosSignDoc.js'
import { polkadotPayload } from '../testing/polkadotPayload.js'
import { parseBitcoinRequest } from '../wallet/bitcoin/requests.js'
import type { PendingRequest } from '../wallet/controller.js'
import { cosmosTestAccount } from '../wallet/cosmos/account.js'
import { parseCosmosRequest } from '../wallet/cosmos/requests.js'
import { polkadotTestAccount } from '../wallet/polkadot/account.js'
import { parsePolkadotRequest } from '../wallet/polkadot/requests.js'
import { RequestCard } from './RequestCard.js'

const dapp = { name: 'Foyer Demo', url: 'http://localhost:5173', icon: undefined }
const event = (chainId: string, method: string, params: unknown) => ({
  id: 1,
  topic: 't',
  params: { chainId, request: { method, params } },
})

function card(request: PendingRequest, network: string): string {
  const item = { kind: 'request' as const, id: 1, topic: 't', dapp, request }
  const noop = () => {}
  return renderToStaticMarkup(
    <RequestCard item={item} network={network} symbol="" busy={false} onApprove={noop} onReject={noop} />,
  )
}

const polkadot = (method: string, params: unknown) =>
  parsePolkadotRequest(
    event('polkadot:91b171bb158e2d3848fa23a9f1c25182', method, params),
    polkadotTestAccount,
  )
const cosmos = (method: string, signDoc: unknown) => {
  const request = parseCosmosRequest(
    event('cosmos:cosmoshub-4', method, { signerAddress: cosmosTestKey.address, signDoc }),
    cosmosTestAccount,
  )
  if (request.method === 'cosmos_getAccounts') throw new Error('not a signing request')
  return request
}

describe('RequestCard for Polkadot and Cosmos', () => {
  it('shows a Polkadot message to sign, with Reject and Approve', () => {
    const html = card(
      polkadot('polkadot_signMessage', {
        address: polkadotTestKey.polkadotAddress,
        message: 'Hello, Polkadot',
      }),
      'Polkadot (polkadot:91b171bb158e2d3848fa23a9f1c25182)',
    )
    expect(html).toContain('<h2 id="request-heading">Signature request</h2>')
    expect(html).toContain('<pre class="payload" data-testid="message">Hello, Polkadot</pre>')
    expect(html).toContain('Polkadot (polkadot:91b171bb158e2d3848fa23a9f1c25182)')
    expect(html).toMatch(/<button[^>]*>Reject<\/button><button[^>]*>Approve<\/button>/)
  })

  it("shows a Polkadot transaction's call data, nonce and era", () => {
    const payload = polkadotPayload()
    const html = card(
      polkadot('polkadot_signTransaction', {
        address: polkadotTestKey.polkadotAddress,
        transactionPayload: payload,
      }),
      'Polkadot',
    )
    expect(html).toContain('Transaction signature request')
    expect(html).toContain(`data-testid="call-data">${payload.method}</dd>`)
    expect(html).toContain('<dt>Nonce</dt><dd>2</dd>')
    expect(html).toContain('Mortal from block 22581020')
  })

  it("shows a Cosmos sign doc's messages, fee and memo, direct and amino", () => {
    const direct = card(cosmos('cosmos_signDirect', directSignDoc()), 'Cosmos Hub (cosmos:cosmoshub-4)')
    expect(direct).toContain('Transaction signature request')
    expect(direct).toContain('/cosmos.bank.v1beta1.MsgSend')
    expect(direct).toContain('2000 uatom (gas limit 200000)')
    expect(direct).toContain('data-testid="memo">Foyer test</dd>')
    const amino = card(cosmos('cosmos_signAmino', aminoSignDoc()), 'Cosmos Hub (cosmos:cosmoshub-4)')
    expect(amino).toContain('cosmos-sdk/MsgSend')
    expect(amino).toContain('2000 uatom (gas 200000)')
    expect(amino).toContain('data-testid="messages"')
  })

  it('shows a Bitcoin transfer and message', () => {
    const account = bitcoinTestAccounts[7]
    const bitcoin = (method: string, params: Record<string, unknown>) => {
      const request = parseBitcoinRequest(
        event('bip122:0f9188f13cb7b2c71f2a335e3a4fc328', method, {
          account: account.payment.address,
          ...params,
        }),
        account,
      )
      if (request.method === 'getAccountAddresses') throw new Error('not a signing request')
      return request
    }
    const receiver = bitcoinTestAccounts[6].payment.address
    const transfer = card(
      bitcoin('sendTransfer', { recipientAddress: receiver, amount: '25000000' }),
      'Bitcoin Regtest',
    )
    expect(transfer).toContain('<h2 id="request-heading">Transaction request</h2>')
    expect(transfer).toContain(receiver)
    expect(transfer).toContain('data-testid="amount">0.25 BTC</dd>')
    const message = card(
      bitcoin('signMessage', { message: 'Hello, Bitcoin', protocol: 'bip322' }),
      'Bitcoin Regtest',
    )
    expect(message).toContain('Signature request')
    expect(message).toContain('<dd>BIP-322</dd>')
    expect(message).toContain('data-testid="message">Hello, Bitcoin</pre>')
  })
})
