import type { OnRampState } from './types.js'

// On the page-load path (the store's initial state): nothing else of the on-ramp belongs here.
export const emptyOnRampState = (): OnRampState => ({
  status: 'idle',
  paymentCurrencies: [],
  purchaseCurrencies: [],
})
