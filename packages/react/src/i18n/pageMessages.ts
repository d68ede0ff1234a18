/**
 * The texts Foyer shows on the page before the modal has loaded: the buttons and the message for a
 * modal that could not load. The rest of `en` arrives with the modal's chunk.
 */
export const pageMessages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  close: 'Close',
  unknownNetwork: 'Unknown network',
  tryAgain: 'Try again',
  modalLoadFailedTitle: 'Could not load the wallet modal',
  modalLoadFailed: 'Check your connection and try again.',
} as const
