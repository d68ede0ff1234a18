import { BaseError } from '@foyer/errors'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/errors.js'
import { adapterNetworkList, findAdapterNetwork, resolveAdapterNetwork } from './networks.js'
import { isUnsupportedMethod, isWalletRejection, mapWalletFailure } from './walletErrors.js'

class ChainRequestError extends BaseError {
  override name = 'ChainRequestError'
  readonly rpcCode: number | undefined
  constructor(
    shortMessage: string,
    parameters: ConstructorParameters<typeof BaseError>[2] & { rpcCode?: number },
  ) {
    const { rpcCode, ...rest } = parameters
    super('RPC', shortMessage, rest)
    this.rpcCode = rpcCode
  }
}
const toRequestError = (text: string, parameters: { rpcCode?: number | undefined }) =>
  new ChainRequestError(text, parameters as never)

describe("an adapter's wallet errors", () => {
  it('tells a decline by its code or its words, anywhere on the cause chain', () => {
    expect(isWalletRejection(Object.assign(new Error('no'), { code: 4001 }))).toBe(true)
    expect(isWalletRejection(new Error('wrapped', { cause: { code: 5000, message: 'x' } }))).toBe(true)
    expect(isWalletRejection(new Error('Transaction cancelled by user'))).toBe(true)
    expect(isWalletRejection(new Error('User canceled the request'))).toBe(true)
    expect(isWalletRejection(Object.assign(new Error('x'), { code: -32000 }))).toBe(false)
    expect(isWalletRejection(Object.assign(new Error('x'), { code: -32000 }), [-32000])).toBe(true)
    expect(isWalletRejection(new Error('insufficient funds'))).toBe(false)
  })

  it("maps a decline to UserRejectedRequestError and a failure to the adapter's error with the wallet's words and code", () => {
    const declined = Object.assign(new Error('User rejected'), { code: 4001 })
    expect(mapWalletFailure(declined, toRequestError)).toBeInstanceOf(UserRejectedRequestError)
    const failed = mapWalletFailure(
      Object.assign(new Error('Blockhash not found'), { code: -32002 }),
      toRequestError,
    )
    expect(failed).toMatchObject({
      name: 'ChainRequestError',
      shortMessage: 'Blockhash not found',
      rpcCode: -32002,
      messageId: 'text',
      messageParams: { text: 'Blockhash not found' },
    })
    expect(mapWalletFailure({}, toRequestError, 'transactionError')).toMatchObject({
      shortMessage: 'Transaction error',
      messageId: 'transactionError',
    })
    const own = new UserRejectedRequestError()
    expect(mapWalletFailure(own, toRequestError)).toBe(own)
  })

  it('tells a wallet that does not implement a method (4200, -32601, 5101)', () => {
    for (const code of [4200, -32601, 5101])
      expect(isUnsupportedMethod(Object.assign(new Error('x'), { code }))).toBe(true)
    expect(isUnsupportedMethod(Object.assign(new Error('x'), { code: 4001 }))).toBe(false)
  })
})

describe("an adapter's networks", () => {
  const network = (id: string, name: string) => ({
    id,
    caipNetworkId: `solana:${id}` as const,
    chainNamespace: 'solana' as const,
    name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [`https://${id}.example`] } },
  })
  const main = network('main', 'Main')
  const dev = network('dev', 'Dev')

  it("takes the app's networks, else the family's defaults", () => {
    expect(adapterNetworkList([], [main])).toEqual([main])
    expect(adapterNetworkList([dev], [main])).toEqual([dev])
  })

  it('finds a network by its id with or without the namespace, and resolves one over the configured', () => {
    expect(findAdapterNetwork([main, dev], 'solana', 'solana:dev')).toBe(dev)
    expect(findAdapterNetwork([main, dev], 'solana', 'dev')).toBe(dev)
    expect(findAdapterNetwork([main, dev], 'solana', 'bip122:dev')).toBeUndefined()
    const input = { ...dev, rpcUrls: { default: { http: ['https://own.example'] } } }
    expect(resolveAdapterNetwork([main, dev], 'solana', input).rpcUrls.default.http).toEqual([
      'https://own.example',
    ])
    const unknown = network('other', 'Other')
    expect(resolveAdapterNetwork([main], 'solana', unknown)).toBe(unknown)
  })
})
