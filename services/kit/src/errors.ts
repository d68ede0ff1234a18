export interface ServiceErrorParameters {
  /** What went wrong, for developers and logs; appended to `message`, never to `shortMessage`. */
  details?: string | undefined
  /** The error this one wraps. */
  cause?: unknown
}

/**
 * Root of the local services' errors (cloud, secure site, devnet, idp, on-ramp, Farcaster stand-ins,
 * bundler) and of the test wallet app's, in viem's shape like `@foyer/errors`' BaseError but without the
 * client's parts (message ids, docs links, version): `code` is what callers and tests switch on,
 * `shortMessage` the one-line text an HTTP answer may carry, `message` adds `details`.
 * `code` is a string for a service's own codes, a number where the wire format's code is one (JSON-RPC,
 * bitcoind's reject codes).
 *
 * @example
 * class PortBusyError extends ServiceError<'PORT_BUSY'> {
 *   override name = 'PortBusyError'
 *   constructor(port: number) {
 *     super('PORT_BUSY', `Port ${port} is busy`)
 *   }
 * }
 */
export class ServiceError<Code extends string | number = string> extends Error {
  override name = 'ServiceError'
  readonly code: Code
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: Code, shortMessage: string, parameters: ServiceErrorParameters = {}) {
    const { details, cause } = parameters
    super(
      details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      cause === undefined ? undefined : { cause },
    )
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
  }
}
