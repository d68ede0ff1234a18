import { mainnet } from 'viem/chains'
import { describe, expectTypeOf, it } from 'vitest'
import { createEvmAdapter, type EvmAdapterOptions, type EvmNetworkExtra } from './index.js'

// Compiled with exactOptionalPropertyTypes (tsconfig.typetests.json): an app that sets it may still pass
// `undefined` for any optional field.
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]
type AllUndefined<T> = { [K in OptionalKeys<T>]: undefined }

describe('optional fields take undefined', () => {
  it('in the adapter options', () => {
    expectTypeOf<AllUndefined<EvmAdapterOptions>>().toExtend<Partial<EvmAdapterOptions>>()
    expectTypeOf<AllUndefined<EvmNetworkExtra>>().toExtend<EvmNetworkExtra>()
    createEvmAdapter({ networks: [mainnet], projectId: undefined, storage: undefined, transports: undefined })
  })
})
