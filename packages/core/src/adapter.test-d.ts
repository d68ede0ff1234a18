import { describe, expectTypeOf, it } from 'vitest'
import type {
  AdapterConnection,
  AdapterEvent,
  AdapterEventMap,
  AdapterListener,
  AdapterSetupContext,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  Connector,
} from './index.js'
import { createFakeAdapter } from './testing/index.js'

// The contract each chain family implements (packages/evm, solana, bitcoin) and the events core follows.
describe('ChainAdapter', () => {
  it('requires the connection methods', () => {
    expectTypeOf<ChainAdapter['namespace']>().toEqualTypeOf<ChainNamespace>()
    expectTypeOf<ChainAdapter['setup']>().parameters.toEqualTypeOf<[context: AdapterSetupContext]>()
    expectTypeOf<ChainAdapter['getConnectors']>().returns.toEqualTypeOf<readonly Connector[]>()
    expectTypeOf<ChainAdapter['connect']>().parameters.toEqualTypeOf<
      [parameters: { connectorId: string; chainId?: number | string }]
    >()
    expectTypeOf<ChainAdapter['connect']>().returns.toEqualTypeOf<Promise<AdapterConnection>>()
    expectTypeOf<ChainAdapter['reconnect']>().returns.toEqualTypeOf<Promise<AdapterConnection | null>>()
    expectTypeOf<ChainAdapter['switchNetwork']>().parameters.toEqualTypeOf<[network: CaipNetwork]>()
  })

  it('leaves the chain features optional', () => {
    expectTypeOf<Pick<ChainAdapter, 'getBalance' | 'sendTokens' | 'signMessage'>>().toEqualTypeOf<
      Partial<Pick<Required<ChainAdapter>, 'getBalance' | 'sendTokens' | 'signMessage'>>
    >()
  })

  it('is what the testing fake implements', () => {
    expectTypeOf(createFakeAdapter()).toExtend<ChainAdapter>()
  })
})

describe('AdapterEventMap', () => {
  it('names four events', () => {
    expectTypeOf<AdapterEvent>().toEqualTypeOf<
      'connectors' | 'accountChanged' | 'chainChanged' | 'disconnect'
    >()
  })

  it('gives each event its payload', () => {
    expectTypeOf<AdapterEventMap['connectors']>().toEqualTypeOf<{ connectors: readonly Connector[] }>()
    expectTypeOf<AdapterEventMap['accountChanged']>().toEqualTypeOf<AdapterConnection>()
    expectTypeOf<AdapterEventMap['chainChanged']>().toEqualTypeOf<{ chainId: number | string }>()
    expectTypeOf<AdapterListener<'chainChanged'>>().toEqualTypeOf<
      (payload: { chainId: number | string }) => void
    >()
  })

  it('types a listener by its event name', () => {
    const adapter = {} as ChainAdapter
    adapter.on('chainChanged', (payload) => expectTypeOf(payload.chainId).toEqualTypeOf<number | string>())
    // @ts-expect-error: no such event
    adapter.on('accountsChanged', () => {})
    expectTypeOf(adapter.on('disconnect', () => {})).toEqualTypeOf<() => void>()
  })
})
