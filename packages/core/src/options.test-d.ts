import { describe, expectTypeOf, it } from 'vitest'
import type {
  DefaultAccountTypes,
  Features,
  FoyerAnalyticsEvent,
  FoyerAnalyticsEventName,
  FoyerInstance,
  FoyerOptions,
  ResolvedOptions,
} from './index.js'

// The account-type and analytics options as an app compiles against them.
describe('defaultAccountTypes', () => {
  it('names the types each namespace has', () => {
    expectTypeOf<FoyerOptions['defaultAccountTypes']>().toEqualTypeOf<DefaultAccountTypes | undefined>()
    expectTypeOf<DefaultAccountTypes['eip155']>().toEqualTypeOf<'smartAccount' | 'eoa' | undefined>()
    expectTypeOf<DefaultAccountTypes['bip122']>().toEqualTypeOf<'payment' | 'ordinal' | undefined>()
    expectTypeOf<{ eip155: 'eoa' }>().toExtend<DefaultAccountTypes>()
    expectTypeOf<{ eip155: 'payment' }>().not.toExtend<DefaultAccountTypes>()
    expectTypeOf<{ solana: 'smartAccount' }>().not.toExtend<DefaultAccountTypes>()
  })

  it('keeps what the app gave (the defaults apply where the type is read: DEFAULT_ACCOUNT_TYPES)', () => {
    expectTypeOf<ResolvedOptions['defaultAccountTypes']>().toEqualTypeOf<DefaultAccountTypes | undefined>()
  })

  it('has a switch for smart accounts among the features', () => {
    expectTypeOf<Features['smartAccounts']>().toEqualTypeOf<boolean | undefined>()
    expectTypeOf<ResolvedOptions['features']['smartAccounts']>().toEqualTypeOf<boolean>()
  })
})

describe('track', () => {
  it("takes one of the hosted kit's events, with its properties", () => {
    expectTypeOf<FoyerInstance['track']>().parameters.toEqualTypeOf<[FoyerAnalyticsEvent]>()
    expectTypeOf<{ event: 'EMAIL_LOGIN_SELECTED' }>().toExtend<FoyerAnalyticsEvent>()
    expectTypeOf<{ event: 'MODAL_OPEN' }>().not.toExtend<FoyerAnalyticsEvent>()
    expectTypeOf<{ event: 'NOT_AN_EVENT' }>().not.toExtend<FoyerAnalyticsEvent>()
    expectTypeOf<'SEND_SUCCESS'>().toExtend<FoyerAnalyticsEventName>()
  })
})
