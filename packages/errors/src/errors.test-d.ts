import { describe, expectTypeOf, it } from 'vitest'
import {
  BaseError,
  type BaseErrorParameters,
  type BaseErrorType,
  type ErrorCode,
  type ErrorMessageId,
  type FoyerErrorCode,
  type FoyerErrorMessageId,
  walk,
} from './index.js'

// Compiled with exactOptionalPropertyTypes (tsconfig.typetests.json).
describe('BaseError', () => {
  it('takes Foyer codes and an adapter’s own (open unions)', () => {
    expectTypeOf<FoyerErrorCode>().toExtend<ErrorCode>()
    expectTypeOf<'MY_ADAPTER_FAILED'>().toExtend<ErrorCode>()
    expectTypeOf<FoyerErrorMessageId>().toExtend<ErrorMessageId>()
    expectTypeOf(new BaseError('MY_ADAPTER_FAILED', 'x').code).toEqualTypeOf<ErrorCode>()
    expectTypeOf<BaseErrorType['name']>().toEqualTypeOf<'FoyerError'>()
  })

  it('takes undefined for every optional parameter', () => {
    expectTypeOf({
      cause: undefined,
      details: undefined,
      docsPath: undefined,
      docsBaseUrl: undefined,
      metaMessages: undefined,
      messageId: undefined,
      messageParams: undefined,
    }).toExtend<BaseErrorParameters>()
  })

  it('walks: a type guard narrows, a predicate gives unknown or null', () => {
    const error = new BaseError('UNKNOWN', 'x')
    expectTypeOf(error.walk((e) => e instanceof TypeError)).toEqualTypeOf<TypeError | null>()
    expectTypeOf(walk(error, (e): e is BaseError => e instanceof BaseError)).toEqualTypeOf<BaseError | null>()
    expectTypeOf(error.walk()).toBeUnknown()
  })
})
