import { InvalidOptionError, InvalidParameterError } from '@foyer/core'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EvmAdapter } from './EvmAdapter.js'
import { toCaipNetwork } from './network/toCaipNetwork.js'

const withNetwork = (patch: object) => () =>
  new EvmAdapter({ networks: [{ ...mainnet, ...patch }], storage: null })

describe('option and parameter errors', () => {
  it.each([
    [
      { rpcUrls: { default: { http: ['ws://127.0.0.1:1'] } } },
      'networks[0].rpcUrls.default.http[0]',
      'expected an http(s) URL',
    ],
    [{ id: 0 }, 'networks[0].id', 'must be greater than 0'],
    [{ chainNamespace: 'solana' }, 'networks[0].chainNamespace', 'must be one of "eip155"'],
    [
      { nativeCurrency: { name: 'X', symbol: 'X', decimals: 99 } },
      'networks[0].nativeCurrency.decimals',
      'must be at most 36',
    ],
  ])('names the option and the problem for a network %j', (patch, option, problem) => {
    expect(withNetwork(patch)).toThrow(new InvalidOptionError(option, problem))
  })

  it('names the first problem of an option', () => {
    expect(withNetwork({ name: '', nativeCurrency: { name: 'X', symbol: '', decimals: 18 } })).toThrow(
      new InvalidOptionError('networks[0].name', 'must not be empty'),
    )
    expect(withNetwork({ nativeCurrency: { name: 'X', symbol: '', decimals: 18 } })).toThrow(
      new InvalidOptionError('networks[0].nativeCurrency.symbol', 'must not be empty'),
    )
  })

  it('takes a chain id given as a decimal string, with or without eip155:, as toEvmNetwork does', () => {
    const adapter = new EvmAdapter({
      networks: [
        { ...mainnet, id: 'eip155:1' as never },
        { ...mainnet, id: '10' as never },
      ],
      storage: null,
    })
    expect(adapter.networks.map((n) => [n.id, n.caipNetworkId])).toEqual([
      [1, 'eip155:1'],
      [10, 'eip155:10'],
    ])
    expect(withNetwork({ id: '0' })).toThrow(
      new InvalidParameterError('network.id', 'expected an eip155 chain id, got "0"'),
    )
    expect(withNetwork({ id: '99999999999999999999' })).toThrow(
      'expected an eip155 chain id, got "99999999999999999999"',
    )
  })

  it('rejects storage and transports that are not what the adapter can use', () => {
    expect(() => new EvmAdapter({ networks: [mainnet], storage: 5 as never })).toThrow(
      'Invalid option "storage": expected null or an object with getItem, setItem and removeItem',
    )
    expect(() => new EvmAdapter({ networks: [mainnet], transports: { 1: 5 } as never })).toThrow(
      'Invalid option "transports.1": expected a viem transport',
    )
    expect(() => new EvmAdapter({ networks: 'mainnet' as never })).toThrow(
      'Invalid option "networks": must be an array',
    )
  })

  it('names the parameter of a method call', async () => {
    const adapter = new EvmAdapter({ networks: [mainnet], storage: null })
    await expect(adapter.connect({ connectorId: '' })).rejects.toThrow(
      'Invalid parameter "connectorId": must not be empty',
    )
    await expect(
      adapter.getProfile({ address: 'nope', network: toCaipNetwork(mainnet) }),
    ).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
      shortMessage: 'Invalid parameter "address": expected 40 hex characters with an optional 0x prefix',
    })
    await expect(adapter.switchNetwork({} as never)).rejects.toThrow('Invalid parameter "id": is required')
  })

  it('accepts an address without the 0x prefix', async () => {
    const adapter = new EvmAdapter({ networks: [mainnet], storage: null })
    const { ensUniversalResolver: _, ...contracts } = mainnet.contracts
    const network = toCaipNetwork({ ...mainnet, contracts })
    expect(
      await adapter.getProfile({ address: 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network }),
    ).toEqual({ name: null, avatar: null })
  })
})

describe('the option check in a production build', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('is left out, while development throws', () => {
    const options = { networks: [mainnet], projectId: '', storage: null }
    vi.stubEnv('NODE_ENV', 'development')
    expect(() => new EvmAdapter(options)).toThrow(new InvalidOptionError('projectId', 'must not be empty'))
    vi.stubEnv('NODE_ENV', 'production')
    expect(new EvmAdapter(options).projectId).toBe('')
  })

  it('still reads a network id as decimal digits only (no hex or exponent taken for another chain)', () => {
    vi.stubEnv('NODE_ENV', 'production')
    for (const id of ['0x89', '1e3', 'eip155:0x1'])
      expect(() => new EvmAdapter({ networks: [{ ...mainnet, id: id as never }], storage: null })).toThrow(
        `expected an eip155 chain id, got "${id}"`,
      )
  })
})
