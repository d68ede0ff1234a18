import { describe, expectTypeOf, it } from 'vitest'
import {
  BaseError,
  type ErrorCode,
  type ErrorMessage,
  type HttpRequestErrorType,
  type RpcErrorType,
  type SwitchChainErrorType,
  toErrorMessage,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  walk,
} from '../index.js'

describe("core's errors", () => {
  it('names each class with its literal name (XErrorType), on the one root', () => {
    expectTypeOf<UserRejectedRequestErrorType['name']>().toEqualTypeOf<'UserRejectedRequestError'>()
    expectTypeOf<HttpRequestErrorType['status']>().toEqualTypeOf<number>()
    expectTypeOf<SwitchChainErrorType>().toExtend<
      RpcErrorType['prototype' & keyof RpcErrorType] | BaseError
    >()
    expectTypeOf<SwitchChainErrorType['rpcCode']>().toEqualTypeOf<number>()
  })

  it("lets an adapter throw with a code of its own, and apps switch on Foyer's", () => {
    expectTypeOf(new BaseError('MY_ADAPTER_FAILED', 'x').code).toEqualTypeOf<ErrorCode>()
    expectTypeOf<'USER_REJECTED'>().toExtend<ErrorCode>()
  })

  it('walks a cause chain, narrowing with a type guard', () => {
    const isRejection = (e: unknown): e is UserRejectedRequestError => e instanceof UserRejectedRequestError
    expectTypeOf(walk(new Error('x'), isRejection)).toEqualTypeOf<UserRejectedRequestError | null>()
    expectTypeOf(new UserRejectedRequestError().walk()).toBeUnknown()
  })

  it('gives a view an id and values, never a string', () => {
    expectTypeOf(toErrorMessage(new Error('x'))).toEqualTypeOf<ErrorMessage>()
  })
})
