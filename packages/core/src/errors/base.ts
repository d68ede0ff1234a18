/** Error codes of Foyer's typed errors; stable strings an app can switch on. */
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

export interface BaseErrorParameters {
  /** What went wrong, for developers; shortMessage stays the user-facing text. */
  details?: string | undefined
  cause?: unknown
}

/**
 * Root of Foyer's errors. `shortMessage` is the text a visitor may see (§8's exact wording);
 * `message` adds the details for developers.
 */
export class BaseError extends Error {
  override name = 'FoyerError'
  readonly code: FoyerErrorCode
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: FoyerErrorCode, shortMessage: string, parameters: BaseErrorParameters = {}) {
    const message = parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = parameters.details
  }
}
