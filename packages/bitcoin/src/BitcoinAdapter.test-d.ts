import type { CaipNetwork, ChainAdapter } from '@foyer/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type AdapterStorage,
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  type BitcoinNetwork,
  bitcoin,
  createBitcoinAdapter,
  type SignPsbtParameters,
  type SignPsbtResult,
} from './index.js'

describe('BitcoinAdapter', () => {
  it('implements the adapter contract in the bip122 namespace', () => {
    expectTypeOf<BitcoinAdapter>().toExtend<ChainAdapter>()
    expectTypeOf<BitcoinAdapter['namespace']>().toEqualTypeOf<'bip122'>()
    expectTypeOf(createBitcoinAdapter).returns.toEqualTypeOf<BitcoinAdapter>()
  })

  it('needs no options', () => {
    expectTypeOf<ConstructorParameters<typeof BitcoinAdapter>>().toEqualTypeOf<
      [options?: BitcoinAdapterOptions]
    >()
    expectTypeOf<BitcoinAdapterOptions['networks']>().toEqualTypeOf<readonly CaipNetwork[] | undefined>()
    expectTypeOf<BitcoinAdapterOptions['storage']>().toEqualTypeOf<AdapterStorage | null | undefined>()
  })

  it('signs PSBTs', () => {
    expectTypeOf<BitcoinAdapter['signPsbt']>().parameters.toEqualTypeOf<[parameters: SignPsbtParameters]>()
    expectTypeOf<BitcoinAdapter['signPsbt']>().returns.toEqualTypeOf<Promise<SignPsbtResult>>()
  })

  it('ships the networks as CaipNetworks', () => {
    expectTypeOf(bitcoin).toExtend<BitcoinNetwork>()
    expectTypeOf<BitcoinNetwork>().toExtend<CaipNetwork>()
  })
})
