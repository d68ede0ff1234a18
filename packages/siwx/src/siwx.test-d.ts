import type { SIWXConfig as CoreSIWXConfig, FoyerOptions } from '@foyer/core'
import { describe, expectTypeOf, it } from 'vitest'
import {
  type CloudSiwxOptions,
  createCloudSiwx,
  createLocalSiwx,
  type LocalSiwxOptions,
  type SIWXConfig,
  type SIWXSession,
} from './index.js'

// Compiled with exactOptionalPropertyTypes (tsconfig.typetests.json).
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]
type AllUndefined<T> = { [K in OptionalKeys<T>]: undefined }

describe('SIWX configs', () => {
  it('are what createFoyer takes as siwx', () => {
    expectTypeOf<SIWXConfig>().toEqualTypeOf<CoreSIWXConfig>()
    expectTypeOf(createLocalSiwx()).toExtend<NonNullable<FoyerOptions['siwx']>>()
    expectTypeOf(createCloudSiwx({ apiUrl: 'http://localhost:4000', projectId: 'p' })).toExtend<SIWXConfig>()
    expectTypeOf(createCloudSiwx).returns.toHaveProperty('token').returns.toEqualTypeOf<string | undefined>()
  })

  it('hand out sessions', () => {
    expectTypeOf<SIWXConfig['getSessions']>().returns.toEqualTypeOf<Promise<SIWXSession[]>>()
  })

  it('take undefined for every optional option', () => {
    expectTypeOf<AllUndefined<LocalSiwxOptions>>().toExtend<LocalSiwxOptions>()
    expectTypeOf<AllUndefined<CloudSiwxOptions>>().toExtend<Partial<CloudSiwxOptions>>()
    createLocalSiwx({ storage: undefined, statement: undefined, required: undefined, expiresInMs: undefined })
  })
})
