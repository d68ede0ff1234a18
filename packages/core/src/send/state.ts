import type { SendState } from './types.js'

/** The Send form before the visitor touched it. */
export function emptySendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: '',
    receiverAddress: '',
    resolvedReceiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    resolving: false,
    inputError: 'A token is required',
    gas: undefined,
    estimating: false,
    status: 'idle',
    error: undefined,
    hash: undefined,
  }
}
