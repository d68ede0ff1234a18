import { BaseError, type BaseErrorParameters } from '@foyer/core'

/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

// The contract belongs to core (the modal calls it); this package implements it.
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from '@foyer/core'

export type SIWXErrorType = SIWXError & { name: 'SIWXError' }
/**
 * Refused sign-in input, or a server that refused a session. Its text is the sign-in's own wording (the
 * server's reason, or what was wrong with the message), which the modal shows as it is (`text`); an
 * answer of the server that does not match the wire format is 'Something went wrong'
 * (`somethingWentWrong`, `details` name the call and the field). `code` is 'SIWX'.
 */
export class SIWXError extends BaseError {
  override name = 'SIWXError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('SIWX', shortMessage, { messageId: 'text', messageParams: { text: shortMessage }, ...parameters })
  }
}
