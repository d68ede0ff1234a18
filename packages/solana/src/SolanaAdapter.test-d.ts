import type { CaipNetwork, ChainAdapter } from '@foyer/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type AdapterStorage,
  createSolanaAdapter,
  type SolanaAdapter,
  type SolanaAdapterOptions,
  type SolanaNetwork,
  solanaMainnet,
} from './index.js'

describe('SolanaAdapter', () => {
  it('implements the adapter contract in the solana namespace', () => {
    expectTypeOf<SolanaAdapter>().toExtend<ChainAdapter>()
    expectTypeOf<SolanaAdapter['namespace']>().toEqualTypeOf<'solana'>()
    expectTypeOf(createSolanaAdapter).returns.toEqualTypeOf<SolanaAdapter>()
  })

  it('needs no options', () => {
    expectTypeOf<ConstructorParameters<typeof SolanaAdapter>>().toEqualTypeOf<
      [options?: SolanaAdapterOptions]
    >()
    expectTypeOf<SolanaAdapterOptions['networks']>().toEqualTypeOf<readonly CaipNetwork[] | undefined>()
    expectTypeOf<SolanaAdapterOptions['storage']>().toEqualTypeOf<AdapterStorage | null | undefined>()
    expectTypeOf<SolanaAdapterOptions['reconnectTimeoutMs']>().toEqualTypeOf<number | undefined>()
  })

  it('ships the clusters as CaipNetworks', () => {
    expectTypeOf(solanaMainnet).toExtend<SolanaNetwork>()
    expectTypeOf<SolanaNetwork>().toExtend<CaipNetwork>()
  })
})
