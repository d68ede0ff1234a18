import { describe, expect, it } from 'vitest'
import { otherAddress, typedData, walletAddress } from '../testing/fixtures.js'
import { thrown } from '../testing/thrown.js'
import { InvalidParamsError, UnsupportedMethodError } from './errors.js'
import { parseSessionRequest } from './requests.js'
import { errorResponse, resultResponse, userRejectedResponse } from './responses.js'

const address = walletAddress
const other = otherAddress

const event = (method: string, params: unknown, chainId = 'eip155:31337') => ({
  id: 7,
  topic: 't'.repeat(64),
  params: { chainId, request: { method, params } },
})

describe('parseSessionRequest', () => {
  it('reads personal_sign with hex data and shows it as text', () => {
    expect(parseSessionRequest(event('personal_sign', ['0x68656c6c6f', address]), address)).toEqual({
      id: 7,
      topic: 't'.repeat(64),
      chainId: 31337,
      method: 'personal_sign',
      address,
      message: '0x68656c6c6f',
      text: 'hello',
    })
  })

  it('reads personal_sign with plain text, and binary data without a text', () => {
    const plain = parseSessionRequest(event('personal_sign', ['hello', address.toLowerCase()]), address)
    expect(plain).toMatchObject({ message: '0x68656c6c6f', text: 'hello', address })
    const binary = parseSessionRequest(event('personal_sign', ['0x00ff01', address]), address)
    expect(binary).toMatchObject({ message: '0x00ff01', text: undefined })
  })

  it('reads eth_signTypedData_v4 given as a JSON string or an object', () => {
    for (const data of [JSON.stringify(typedData), typedData]) {
      expect(parseSessionRequest(event('eth_signTypedData_v4', [address, data]), address)).toMatchObject({
        method: 'eth_signTypedData_v4',
        typedData,
      })
    }
  })

  it('reads eth_sendTransaction with hex quantities as bigints', () => {
    const request = parseSessionRequest(
      event(
        'eth_sendTransaction',
        [{ from: address, to: other, value: '0xde0b6b3a7640000', gas: '0x5208' }],
        'eip155:31338',
      ),
      address,
    )
    expect(request).toEqual({
      id: 7,
      topic: 't'.repeat(64),
      chainId: 31338,
      method: 'eth_sendTransaction',
      address,
      transaction: { to: other, value: 10n ** 18n, gas: 21000n },
    })
  })

  it('reads wallet_switchEthereumChain', () => {
    expect(
      parseSessionRequest(event('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]), address),
    ).toMatchObject({
      method: 'wallet_switchEthereumChain',
      targetChainId: 31338,
    })
  })

  it('refuses methods the wallet does not have', async () => {
    const error = await thrown(() => parseSessionRequest(event('eth_sign', [address, '0x00']), address))
    expect(error).toBeInstanceOf(UnsupportedMethodError)
    expect(error).toMatchObject({ shortMessage: 'Unsupported method: eth_sign' })
  })

  it.each([
    ['another account', 'personal_sign', ['0x00', other], 'The request is for another account'],
    ['a missing address', 'personal_sign', ['0x00'], 'Invalid personal_sign parameters'],
    [
      'bad typed data JSON',
      'eth_signTypedData_v4',
      [address, '{'],
      'Invalid eth_signTypedData_v4 parameters',
    ],
    [
      'a decimal value',
      'eth_sendTransaction',
      [{ from: address, value: '10' }],
      'Invalid eth_sendTransaction parameters',
    ],
    ['no chain id', 'wallet_switchEthereumChain', [{}], 'Invalid wallet_switchEthereumChain parameters'],
  ])('refuses %s', async (_, method, params, shortMessage) => {
    const error = await thrown(() => parseSessionRequest(event(method, params), address))
    expect(error).toBeInstanceOf(InvalidParamsError)
    expect(error).toMatchObject({ code: 'INVALID_PARAMS', shortMessage })
  })

  it('names the parameter at fault in the details', async () => {
    const error = await thrown(() =>
      parseSessionRequest(event('eth_sendTransaction', [{ from: address, value: '10' }]), address),
    )
    expect(error).toMatchObject({ details: '0.value: Expected a hex quantity' })
  })
})

describe('responses', () => {
  it('answers a rejection with EIP-1193 4001', () => {
    expect(userRejectedResponse(3)).toEqual({
      id: 3,
      jsonrpc: '2.0',
      error: { code: 4001, message: 'User rejected the request.' },
    })
  })

  it('maps wallet errors to their JSON-RPC codes', () => {
    expect(errorResponse(1, new UnsupportedMethodError('eth_sign'))).toMatchObject({
      error: { code: 4200, message: 'Unsupported method: eth_sign' },
    })
    expect(errorResponse(1, new InvalidParamsError('Invalid personal_sign parameters'))).toMatchObject({
      error: { code: -32602 },
    })
    expect(errorResponse(1, new Error('secret internals'))).toEqual({
      id: 1,
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Something went wrong' },
    })
    expect(resultResponse(2, '0xabc')).toEqual({ id: 2, jsonrpc: '2.0', result: '0xabc' })
  })
})
