import { WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import { ConnectError } from '../errors/errors.js'

/** What a pairing abandoned through cancelWalletConnect() (or destroy()) rejects with. */
export const cancelledError = () =>
  new ConnectError(WALLET_CONNECT_CONNECTOR_ID, 'Connection cancelled', {
    messageId: 'errorConnectionCancelled',
    details: 'cancelWalletConnect() was called',
  })
