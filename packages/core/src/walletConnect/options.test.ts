import { describe, expect, it } from 'vitest'
import { InvalidOptionError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'
import type { FoyerOptions } from '../instance/foyerOptions.js'
import { resolveOptions } from '../options/resolveOptions.js'
import { testMainnet, testSepolia, testSolana } from '../testing/networks.js'
import { buildOptionalNamespaces, isHostedRelay } from './namespaces.js'
import { engineOptions } from './options.js'

const base: FoyerOptions = { networks: [testMainnet, testSepolia] }
const optionError = (options: FoyerOptions) => {
  try {
    resolveOptions(options)
  } catch (error) {
    return error
  }
  return undefined
}
const engineFor = (options: FoyerOptions) =>
  engineOptions({ options: resolveOptions(options) } as FoyerContext, ['eip155'])

describe('the walletConnect option', () => {
  it('accepts verify and a storage with the key-value methods', () => {
    const storage = {
      getKeys: async () => [],
      getEntries: async () => [],
      getItem: async () => undefined,
      setItem: async () => {},
      removeItem: async () => {},
    }
    expect(() => resolveOptions({ ...base, walletConnect: { verify: false, storage } })).not.toThrow()
  })

  it.each([
    [{ verify: 'yes' }, 'walletConnect.verify', 'must be a boolean'],
    [{ storage: { getItem: () => null } }, 'walletConnect.storage', 'must have getKeys'],
    [{ verfy: true }, 'walletConnect.verfy', 'is not a known option'],
  ])('rejects %j naming the option', (walletConnect, option, problem) => {
    const error = optionError({ ...base, walletConnect } as unknown as FoyerOptions)
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect((error as InvalidOptionError).option).toBe(option)
    expect((error as InvalidOptionError).message).toContain(problem)
  })
})

describe('engineOptions', () => {
  it('skips the hosted Verify API unless the relay is the hosted one, or verify says otherwise', () => {
    expect(engineFor({ ...base, relayUrl: 'ws://127.0.0.1:4001' }).verify).toBe(false)
    expect(engineFor({ ...base, relayUrl: 'wss://relay.walletconnect.org' }).verify).toBe(true)
    expect(engineFor({ ...base, relayUrl: 'wss://relay.walletconnect.com' }).verify).toBe(true)
    expect(
      engineFor({ ...base, relayUrl: 'wss://relay.walletconnect.org', walletConnect: { verify: false } })
        .verify,
    ).toBe(false)
    expect(engineFor({ ...base, walletConnect: { verify: true } }).verify).toBe(true)
  })

  it('uses the relay, project id and metadata of the options, a storage prefix from storageKey', () => {
    const metadata = { name: 'App', description: 'd', url: 'https://app.example', icons: [] }
    const options = engineFor({
      ...base,
      projectId: 'p1',
      relayUrl: 'ws://127.0.0.1:9',
      metadata,
      storageKey: 'shop',
    })
    expect(options).toMatchObject({
      projectId: 'p1',
      relayUrl: 'ws://127.0.0.1:9',
      metadata,
      storagePrefix: 'shop-wc',
    })
  })
})

describe('buildOptionalNamespaces', () => {
  it("requests every network of the adapters' namespaces with the EVM methods, events and RPC URLs", () => {
    const namespaces = buildOptionalNamespaces([testMainnet, testSepolia, testSolana], ['eip155'])
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:11155111'])
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ]),
    )
    expect(namespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged'])
    expect(namespaces.eip155?.rpcMap).toMatchObject({
      'eip155:1': 'http://127.0.0.1:1/mainnet',
      '11155111': 'http://127.0.0.1:1/sepolia',
    })
  })
})

describe('isHostedRelay', () => {
  it.each([
    ['wss://relay.walletconnect.org', true],
    ['wss://relay.walletconnect.com/', true],
    ['ws://relay.walletconnect.org', false],
    ['wss://relay.walletconnect.org.evil.example', false],
    ['ws://localhost:4001', false],
    ['not a url', false],
  ])('%s -> %s', (url, hosted) => {
    expect(isHostedRelay(url)).toBe(hosted)
  })
})
