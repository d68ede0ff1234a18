import type { SendState } from './types.js'

/** The Send form before the visitor touched it. */
export const emptySendState = (): SendState => ({
  sendTokenAmount: '',
  receiverAddress: '',
  resolving: false,
  inputError: { id: 'sendTokenRequired' },
  estimating: false,
  status: 'idle',
  sent: [],
})
