import type { OnRampState } from './types.js'

/**
 * The on-ramp's state before Buy was first used: idle, with no currencies loaded.
 *
 * @example
 * const onramp = foyer.getState().onramp ?? emptyOnRampState()
 */
export const emptyOnRampState = (): OnRampState => ({
  status: 'idle',
  paymentCurrencies: [],
  purchaseCurrencies: [],
})

/** The on-ramp state, or a fresh one before Buy was first used (the store starts without it). */
export const onRampStateOf = (context: {
  store: { getState(): { onramp?: OnRampState | undefined } }
}): OnRampState => context.store.getState().onramp ?? emptyOnRampState()
