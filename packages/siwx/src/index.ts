// Sign in with a wallet: the hosted kit's SIWX contract and two implementations of it.
export { type CloudSiwxOptions, createCloudSiwx } from './cloudSiwx.js'
export { createLocalSiwx, type LocalSiwxOptions } from './localSiwx.js'
export { createSIWXMessage, isSessionLive, parseSIWXMessage } from './message.js'
export { randomNonce } from './nonce.js'
export {
  type CaipNetworkId,
  type SIWXConfig,
  SIWXError,
  type SIWXMessage,
  type SIWXMessageData,
  type SIWXSession,
} from './types.js'
