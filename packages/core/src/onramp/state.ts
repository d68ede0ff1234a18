import type { OnRampState } from './types.js'

export const emptyOnRampState = (): OnRampState => ({
  status: 'idle',
  paymentCurrencies: [],
  purchaseCurrencies: [],
})

/** The on-ramp state, or a fresh one before Buy was first used (the store starts without it). */
export const onRampStateOf = (context: {
  store: { getState(): { onramp?: OnRampState | undefined } }
}): OnRampState => context.store.getState().onramp ?? emptyOnRampState()
