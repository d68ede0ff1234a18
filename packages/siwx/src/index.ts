// Sign in with a wallet: the hosted kit's SIWX contract and two implementations of it, for eip155, solana
// and bip122 accounts.
export { type CloudSiwxOptions, createCloudSiwx } from './cloudSiwx.js'
export { createLocalSiwx, type LocalSiwxOptions } from './localSiwx.js'
export { createSIWXMessage, isSessionLive, parseSIWXMessage } from './message.js'
export { type SIWXNamespace, sameAddress } from './namespaces.js'
export { randomNonce } from './nonce.js'
export {
  type CaipNetworkId,
  type SIWXConfig,
  SIWXError,
  type SIWXErrorType,
  type SIWXMessage,
  type SIWXMessageData,
  type SIWXSession,
} from './types.js'
export { type SignatureParameters, verifySIWXSignature } from './verify/verifySignature.js'
