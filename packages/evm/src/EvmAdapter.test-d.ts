import type { ChainAdapter } from '@foyer/core'
import type { Config, Transport } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type AdapterStorage,
  createEvmAdapter,
  type EvmAdapter,
  type EvmAdapterOptions,
  type EvmNetwork,
  type EvmNetworkInput,
  toCaipNetwork,
} from './index.js'

describe('EvmAdapter', () => {
  it('implements the adapter contract in the eip155 namespace', () => {
    expectTypeOf<EvmAdapter>().toExtend<ChainAdapter>()
    expectTypeOf<EvmAdapter['namespace']>().toEqualTypeOf<'eip155'>()
    expectTypeOf(createEvmAdapter).returns.toEqualTypeOf<EvmAdapter>()
  })

  it('exposes its wagmi Config for the app’s wagmi hooks', () => {
    expectTypeOf<EvmAdapter['wagmiConfig']>().toEqualTypeOf<Config>()
    expectTypeOf<EvmAdapter['networks']>().toEqualTypeOf<readonly [EvmNetwork, ...EvmNetwork[]]>()
  })

  it('takes viem chains or CaipNetworks', () => {
    expectTypeOf(mainnet).toExtend<EvmNetworkInput>()
    expectTypeOf(toCaipNetwork(mainnet)).toExtend<EvmNetworkInput>()
    expectTypeOf<ConstructorParameters<typeof EvmAdapter>>().toEqualTypeOf<[options: EvmAdapterOptions]>()
    expectTypeOf<EvmAdapterOptions['networks']>().toEqualTypeOf<readonly EvmNetworkInput[]>()
    expectTypeOf<EvmAdapterOptions['storage']>().toEqualTypeOf<AdapterStorage | null | undefined>()
    expectTypeOf<EvmAdapterOptions['transports']>().toEqualTypeOf<Record<number, Transport> | undefined>()
  })
})
