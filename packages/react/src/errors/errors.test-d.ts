import type { FoyerErrorMessageId, UserRejectedRequestErrorType } from '@foyer/core'
import { BaseError, UserRejectedRequestError } from '@foyer/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { MessageId } from '../i18n/en.js'
import type { FoyerProviderNotFoundErrorType, InvalidParameterErrorType } from '../index.js'

describe('error texts', () => {
  it('has an en text for every message id a Foyer error carries', () => {
    expectTypeOf<FoyerErrorMessageId>().toExtend<MessageId>()
  })

  it('names each error class with its literal name', () => {
    expectTypeOf<FoyerProviderNotFoundErrorType['name']>().toEqualTypeOf<'FoyerProviderNotFoundError'>()
    expectTypeOf<InvalidParameterErrorType>().toExtend<BaseError>()
    expectTypeOf<UserRejectedRequestErrorType['name']>().toEqualTypeOf<'UserRejectedRequestError'>()
  })

  it('finds a cause by class through walk', () => {
    const error = new BaseError('UNKNOWN', 'x')
    expectTypeOf(
      error.walk((e): e is UserRejectedRequestError => e instanceof UserRejectedRequestError),
    ).toEqualTypeOf<UserRejectedRequestError | null>()
  })
})
