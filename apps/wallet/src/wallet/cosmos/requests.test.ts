import { describe, expect, it } from 'vitest'
import { cosmosTestKey } from '../../keys/testKeys.js'
import { aminoSignDoc, cosmosReceiver, directSignDoc } from '../../testing/cosmosSignDoc.js'
import { InvalidParamsError, UnsupportedMethodError } from '../errors.js'
import { cosmosTestAccount } from './account.js'
import { parseCosmosRequest } from './requests.js'

const chainId = 'cosmos:cosmoshub-4'
const signerAddress = cosmosTestKey.address
const event = (method: string, params: unknown) => ({
  id: 3,
  topic: 't',
  params: { chainId, request: { method, params } },
})

/** An ADR-036 document: an off-chain message (Keplr's signArbitrary), no chain id. */
const adr036 = (signer: string) => ({
  chain_id: '',
  account_number: '0',
  sequence: '0',
  fee: { gas: '0', amount: [] },
  msgs: [{ type: 'sign/MsgSignData', value: { signer, data: btoa('Hello') } }],
  memo: '',
})

describe('parseCosmosRequest', () => {
  it('takes an ADR-036 message without a chain id, signed by the wallet account only', () => {
    const signDoc = adr036(signerAddress)
    expect(
      parseCosmosRequest(event('cosmos_signAmino', { signerAddress, signDoc }), cosmosTestAccount),
    ).toMatchObject({ method: 'cosmos_signAmino', address: signerAddress, signDoc })
    expect(() =>
      parseCosmosRequest(
        event('cosmos_signAmino', { signerAddress, signDoc: adr036(cosmosReceiver) }),
        cosmosTestAccount,
      ),
    ).toThrow('another chain')
  })

  it('reads cosmos_getAccounts, which takes no parameters', () => {
    expect(parseCosmosRequest(event('cosmos_getAccounts', {}), cosmosTestAccount)).toEqual({
      id: 3,
      topic: 't',
      chainId,
      method: 'cosmos_getAccounts',
    })
  })

  it("reads cosmos_signDirect: base64 bytes decoded, the body's messages, memo and fee summarised", () => {
    const signDoc = directSignDoc()
    const request = parseCosmosRequest(
      event('cosmos_signDirect', { signerAddress, signDoc }),
      cosmosTestAccount,
    )
    if (request.method !== 'cosmos_signDirect') throw new Error(request.method)
    expect(request.signed).toEqual(signDoc)
    expect(request.signDoc).toMatchObject({ chainId: 'cosmoshub-4', accountNumber: 42n })
    expect(request.summary).toEqual({
      messages: [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: signerAddress,
            toAddress: cosmosReceiver,
            amount: [{ denom: 'uatom', amount: '1234567' }],
          },
        },
      ],
      memo: 'Foyer test',
      fee: [{ denom: 'uatom', amount: '2000' }],
      gasLimit: '200000',
      sequence: '3',
    })
    // 0x-prefixed hex is read as well.
    const hex = (base64: string) => `0x${Buffer.from(base64, 'base64').toString('hex')}`
    const hexDoc = {
      ...signDoc,
      bodyBytes: hex(signDoc.bodyBytes),
      authInfoBytes: hex(signDoc.authInfoBytes),
    }
    const fromHex = parseCosmosRequest(
      event('cosmos_signDirect', { signerAddress, signDoc: hexDoc }),
      cosmosTestAccount,
    )
    expect(fromHex.method === 'cosmos_signDirect' && fromHex.signDoc.bodyBytes).toEqual(
      request.signDoc.bodyBytes,
    )
  })

  it('reads cosmos_signAmino, keeping fields it does not know', () => {
    const signDoc = { ...aminoSignDoc(), timeout_height: '100' }
    const request = parseCosmosRequest(
      event('cosmos_signAmino', { signerAddress, signDoc }),
      cosmosTestAccount,
    )
    expect(request).toEqual({
      id: 3,
      topic: 't',
      chainId,
      method: 'cosmos_signAmino',
      address: signerAddress,
      signDoc,
    })
  })

  it.each([
    ['no parameters', 'cosmos_signDirect', undefined, 'Invalid cosmos_signDirect parameters'],
    ['no sign doc', 'cosmos_signAmino', { signerAddress }, 'Invalid cosmos_signAmino parameters'],
    [
      'another signer',
      'cosmos_signDirect',
      { signerAddress: cosmosReceiver, signDoc: directSignDoc() },
      'another account',
    ],
    [
      'another chain',
      'cosmos_signAmino',
      { signerAddress, signDoc: aminoSignDoc('osmosis-1') },
      'another chain',
    ],
    [
      'no chain, and not an ADR-036 message',
      'cosmos_signAmino',
      { signerAddress, signDoc: aminoSignDoc('') },
      'another chain',
    ],
    [
      'bytes that are not base64',
      'cosmos_signDirect',
      { signerAddress, signDoc: { ...directSignDoc(), bodyBytes: '***' } },
      'Invalid cosmos_signDirect parameters',
    ],
    [
      'bytes that are no transaction body',
      'cosmos_signDirect',
      { signerAddress, signDoc: { ...directSignDoc(), bodyBytes: '/////w==' } },
      'Invalid cosmos_signDirect parameters',
    ],
    [
      'an account number that is no number',
      'cosmos_signAmino',
      { signerAddress, signDoc: { ...aminoSignDoc(), account_number: 'x' } },
      'Invalid cosmos_signAmino parameters',
    ],
  ])('refuses %s', (_, method, params, message) => {
    const run = () => parseCosmosRequest(event(method, params), cosmosTestAccount)
    expect(run).toThrow(InvalidParamsError)
    expect(run).toThrow(message)
  })

  it('refuses methods it lacks', () => {
    expect(() => parseCosmosRequest(event('cosmos_signArbitrary', {}), cosmosTestAccount)).toThrow(
      UnsupportedMethodError,
    )
  })
})
