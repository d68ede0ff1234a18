import { describe, expectTypeOf, it } from 'vitest'
import type * as Core from './index.js'
import { createFakeAdapter } from './testing/index.js'

// The contract each chain family implements (packages/evm, solana, bitcoin) and the events core follows.
describe('ChainAdapter', () => {
  it('requires the connection methods', () => {
    expectTypeOf<Core.ChainAdapter['namespace']>().toEqualTypeOf<Core.ChainNamespace>()
    expectTypeOf<Core.ChainAdapter['setup']>().parameters.toEqualTypeOf<[context: Core.AdapterSetupContext]>()
    expectTypeOf<Core.ChainAdapter['getConnectors']>().returns.toEqualTypeOf<readonly Core.Connector[]>()
    expectTypeOf<Core.ChainAdapter['connect']>().parameters.toEqualTypeOf<
      [parameters: { connectorId: string; chainId?: number | string }]
    >()
    expectTypeOf<Core.ChainAdapter['connect']>().returns.toEqualTypeOf<Promise<Core.AdapterConnection>>()
    expectTypeOf<Core.ChainAdapter['reconnect']>().returns.toEqualTypeOf<
      Promise<Core.AdapterConnection | null>
    >()
    expectTypeOf<Core.ChainAdapter['switchNetwork']>().parameters.toEqualTypeOf<[network: Core.CaipNetwork]>()
  })

  it('leaves the chain features optional', () => {
    expectTypeOf<Pick<Core.ChainAdapter, 'getBalance' | 'sendTokens' | 'signMessage'>>().toEqualTypeOf<
      Partial<Pick<Required<Core.ChainAdapter>, 'getBalance' | 'sendTokens' | 'signMessage'>>
    >()
  })

  it('is what the testing fake implements', () => {
    expectTypeOf(createFakeAdapter()).toExtend<Core.ChainAdapter>()
  })
})

describe('AdapterEventMap', () => {
  it('names four events', () => {
    expectTypeOf<Core.AdapterEvent>().toEqualTypeOf<
      'connectors' | 'accountChanged' | 'chainChanged' | 'disconnect'
    >()
  })

  it('gives each event its payload', () => {
    expectTypeOf<Core.AdapterEventMap['connectors']>().toEqualTypeOf<{
      connectors: readonly Core.Connector[]
    }>()
    expectTypeOf<Core.AdapterEventMap['accountChanged']>().toEqualTypeOf<Core.AdapterConnection>()
    expectTypeOf<Core.AdapterEventMap['chainChanged']>().toEqualTypeOf<{ chainId: number | string }>()
    expectTypeOf<Core.AdapterListener<'chainChanged'>>().toEqualTypeOf<
      (payload: { chainId: number | string }) => void
    >()
  })

  it('types a listener by its event name', () => {
    const adapter = {} as Core.ChainAdapter
    adapter.on('chainChanged', (payload) => expectTypeOf(payload.chainId).toEqualTypeOf<number | string>())
    // @ts-expect-error: no such event
    adapter.on('accountsChanged', () => {})
    expectTypeOf(adapter.on('disconnect', () => {})).toEqualTypeOf<() => void>()
  })
})
