import { describe, expectTypeOf, it } from 'vitest'
import { type BitcoinAdapterOptions, createBitcoinAdapter } from './index.js'

// Compiled with exactOptionalPropertyTypes (tsconfig.typetests.json): an app that sets it may still pass
// `undefined` for any optional field.
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]
type AllUndefined<T> = { [K in OptionalKeys<T>]: undefined }

describe('optional fields take undefined', () => {
  it('in the adapter options', () => {
    expectTypeOf<AllUndefined<BitcoinAdapterOptions>>().toExtend<BitcoinAdapterOptions>()
    createBitcoinAdapter({
      networks: undefined,
      projectId: undefined,
      storage: undefined,
      reconnectTimeoutMs: undefined,
    })
  })
})
