import { describe, expectTypeOf, it } from 'vitest'
import type { FrameEip1193Options, FrameHostOptions, FrameTransportOptions } from './index.js'

// Compiled with exactOptionalPropertyTypes (tsconfig.typetests.json): callers may pass `undefined` for any
// optional field.
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]
type AllUndefined<T> = { [K in OptionalKeys<T>]: undefined }

describe('optional fields take undefined', () => {
  it('in the transport and host options', () => {
    expectTypeOf<AllUndefined<FrameTransportOptions>>().toExtend<Partial<FrameTransportOptions>>()
    expectTypeOf<AllUndefined<FrameEip1193Options>>().toExtend<Partial<FrameEip1193Options>>()
    expectTypeOf<AllUndefined<FrameHostOptions>>().toExtend<Partial<FrameHostOptions>>()
  })
})
