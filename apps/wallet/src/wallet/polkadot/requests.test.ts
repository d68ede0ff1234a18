import { describe, expect, it } from 'vitest'
import { polkadotTestKey } from '../../keys/testKeys.js'
import { polkadotPayload } from '../../testing/polkadotPayload.js'
import { InvalidParamsError, UnsupportedMethodError } from '../errors.js'
import { polkadotTestAccount } from './account.js'
import { parsePolkadotRequest } from './requests.js'

const chainId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const address = polkadotTestKey.polkadotAddress
const other = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3' // //Bob's Polkadot address
const event = (method: string, params: unknown, chain = chainId) => ({
  id: 9,
  topic: 't',
  params: { chainId: chain, request: { method, params } },
})
const hexOf = (text: string) => `0x${Buffer.from(text).toString('hex')}`

describe('parsePolkadotRequest', () => {
  it('reads polkadot_signMessage: hex or text, shown without its <Bytes> wrapping', () => {
    const request = parsePolkadotRequest(
      event('polkadot_signMessage', { address, message: hexOf('Sign in to Foyer') }),
      polkadotTestAccount,
    )
    expect(request).toMatchObject({ id: 9, topic: 't', chainId, address, method: 'polkadot_signMessage' })
    expect(request.method === 'polkadot_signMessage' && request.text).toBe('Sign in to Foyer')
    const wrapped = parsePolkadotRequest(
      event('polkadot_signMessage', { address, data: hexOf('<Bytes>hello</Bytes>'), type: 'bytes' }),
      polkadotTestAccount,
    )
    expect(wrapped.method === 'polkadot_signMessage' && wrapped.text).toBe('hello')
    const text = parsePolkadotRequest(
      event('polkadot_signMessage', { address: polkadotTestKey.genericAddress, message: 'plain text' }),
      polkadotTestAccount,
    )
    expect(text.method === 'polkadot_signMessage' && [...text.message]).toEqual([
      ...new TextEncoder().encode('plain text'),
    ])
  })

  it('reads polkadot_signTransaction with its SignerPayloadJSON, unknown fields kept', () => {
    const payload = { ...polkadotPayload(), extra: 1 }
    const request = parsePolkadotRequest(
      event('polkadot_signTransaction', { address, transactionPayload: payload }),
      polkadotTestAccount,
    )
    expect(request).toMatchObject({ method: 'polkadot_signTransaction', payload })
  })

  it.each([
    ['no parameters', 'polkadot_signMessage', undefined, 'Invalid polkadot_signMessage parameters'],
    ['no message', 'polkadot_signMessage', { address }, 'Expected message (or data)'],
    ['another address', 'polkadot_signMessage', { address: other, message: '0x00' }, 'another account'],
    ['a raw payload', 'polkadot_signMessage', { address, data: '0x00', type: 'payload' }, 'messages only'],
    ['no payload', 'polkadot_signTransaction', { address }, 'transactionPayload'],
    [
      'a payload without a genesis hash',
      'polkadot_signTransaction',
      { address, transactionPayload: { ...polkadotPayload(), genesisHash: undefined } },
      'transactionPayload.genesisHash',
    ],
    [
      "another address's payload",
      'polkadot_signTransaction',
      { address, transactionPayload: polkadotPayload({ address: other }) },
      'The request is for another account',
    ],
    [
      "another chain's payload",
      'polkadot_signTransaction',
      { address, transactionPayload: polkadotPayload({ genesisHash: `0x${'b0'.repeat(32)}` }) },
      'The transaction is for another chain',
    ],
  ])('refuses %s', (_, method, params, message) => {
    const run = () => parsePolkadotRequest(event(method, params), polkadotTestAccount)
    expect(run).toThrow(InvalidParamsError)
    expect(run).toThrow(message)
  })

  it('refuses methods it lacks', () => {
    expect(() => parsePolkadotRequest(event('polkadot_sendTransaction', {}), polkadotTestAccount)).toThrow(
      UnsupportedMethodError,
    )
  })
})
