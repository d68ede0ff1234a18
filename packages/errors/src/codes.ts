/**
 * Codes of Foyer's own errors: stable strings an app can switch on (`error.code`).
 * Frame codes are the embedded wallet's frame (`@foyer/frame`).
 */
export type FoyerErrorCode =
  | 'INVALID_OPTION'
  | 'USER_REJECTED'
  | 'CHAIN_NOT_SUPPORTED'
  | 'UNSUPPORTED_CHAIN'
  | 'ADAPTER_NOT_FOUND'
  | 'CONNECTOR_NOT_FOUND'
  | 'DISCONNECT_FAILED'
  | 'INVALID_ADDRESS'
  | 'INVALID_CAIP_ADDRESS'
  | 'HTTP'
  | 'RPC'
  | 'UNKNOWN'
  | 'CONNECT_FAILED'
  | 'INVALID_ROUTE'
  | 'INVALID_RESPONSE'
  | 'EMBEDDED_WALLET'
  | 'ACCOUNT_NAME'
  | 'SWAP'
  | 'PAY'
  | 'SIWX'
  | 'FRAME_LOAD_FAILED'
  | 'FRAME_READY_TIMEOUT'
  | 'FRAME_REQUEST_TIMEOUT'
  | 'FRAME_REQUEST_ABORTED'
  | 'FRAME_REQUEST_FAILED'
  | 'FRAME_NOT_SET'
  | 'FRAME_PARENT_NOT_SET'
  | 'FRAME_INVALID_REQUEST'

/**
 * An error's code: one of Foyer's, or an adapter's own. The union stays open (`string & {}` keeps
 * Foyer's codes in autocompletion) so a third-party adapter can throw with a code of its own.
 */
export type ErrorCode = FoyerErrorCode | (string & {})
