import { ServiceError, type ServiceErrorParameters } from '@foyer/service-kit/errors'

/** Stable codes of the cloud service's errors; integrators and tests can switch on them. */
export type CloudErrorCode =
  | 'INVALID_REQUEST'
  | 'INVALID_KEY'
  | 'ORIGIN_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'PORT_BUSY'
  | 'DATA_DIR_LOCKED'
  | 'IMPORT_FAILED'
  | 'MIGRATION_FAILED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'RATE_LIMITED'
  | 'SIGN_IN_REFUSED'
  | 'NAME_REFUSED'
  | 'NAME_TAKEN'
  | 'NETWORK_NOT_SUPPORTED'
  | 'NO_ROUTE'
  | 'INVALID_RATE_RULE'

export type CloudErrorParameters = ServiceErrorParameters

/** Root of the cloud service's errors: `shortMessage` is the text clients see, `message` adds details. */
export class CloudError extends ServiceError<CloudErrorCode> {
  override name = 'CloudError'
}

/** HTTP statuses the service answers errors with. */
export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503

/** An error that maps to an HTTP response `{ message: shortMessage }` with `status`. */
export class HttpError extends CloudError {
  override name = 'HttpError'
  readonly status: HttpErrorStatus

  constructor(
    status: HttpErrorStatus,
    code: CloudErrorCode,
    shortMessage: string,
    parameters: CloudErrorParameters = {},
  ) {
    super(code, shortMessage, parameters)
    this.status = status
  }
}

/** Bad query or body; the message names the field (400). */
export class InvalidRequestError extends HttpError {
  override name = 'InvalidRequestError'
  readonly field: string
  constructor(field: string, problem: string) {
    super(400, 'INVALID_REQUEST', `Invalid ${field}: ${problem}`)
    this.field = field
  }
}

/** Missing or unknown projectId (401); the exact text the client maps to "Invalid Project ID". */
export class InvalidKeyError extends HttpError {
  override name = 'InvalidKeyError'
  constructor() {
    super(401, 'INVALID_KEY', 'Unauthorized: invalid key')
  }
}

/** Origin not on the project's allow-list (403); the client maps it to "Invalid App Configuration". */
export class OriginNotAllowedError extends HttpError {
  override name = 'OriginNotAllowedError'
  constructor(origin: string) {
    super(403, 'ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed', { details: origin })
  }
}

/**
 * A sign-in message or signature the server does not accept (401): an unknown, used or expired nonce,
 * another domain, a chain it does not serve, or a signature that does not verify. The text says which.
 */
export class SignInRefusedError extends HttpError {
  override name = 'SignInRefusedError'
  constructor(reason: string, parameters: CloudErrorParameters = {}) {
    super(401, 'SIGN_IN_REFUSED', reason, parameters)
  }
}

/** An account-name registration the server refuses (bad name, stale message, wrong signature); 400. */
export class NameRefusedError extends HttpError {
  override name = 'NameRefusedError'
  constructor(reason: string) {
    super(400, 'NAME_REFUSED', reason)
  }
}

/** The name belongs to someone already (409). */
export class NameTakenError extends HttpError {
  override name = 'NameTakenError'
  constructor(name: string) {
    super(409, 'NAME_TAKEN', `The name ${name} is already taken`)
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError'
  constructor(what: string) {
    super(404, 'NOT_FOUND', `${what} not found`)
  }
}

export class PayloadTooLargeError extends HttpError {
  override name = 'PayloadTooLargeError'
  constructor(limit: number) {
    super(413, 'PAYLOAD_TOO_LARGE', `Request body is larger than ${limit} bytes`)
  }
}

/** A client went over a quota (429); `retryAfterSeconds` goes out as Retry-After. */
export class RateLimitedError extends HttpError {
  override name = 'RateLimitedError'
  readonly retryAfterSeconds: number
  constructor(what: string, retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', `Too many ${what}, try again in ${retryAfterSeconds} s`)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The service's port is taken, typically by another running instance. */
export class PortBusyError extends CloudError {
  override name = 'PortBusyError'
  readonly port: number
  constructor(port: number, parameters: CloudErrorParameters = {}) {
    super('PORT_BUSY', `Port ${port} is busy (set FOYER_CLOUD_PORT to use another port)`, parameters)
    this.port = port
  }
}

/** Another process holds the embedded database's data directory. */
export class DataDirLockedError extends CloudError {
  override name = 'DataDirLockedError'
  constructor(dataDir: string, pid: number) {
    super(
      'DATA_DIR_LOCKED',
      `The database directory ${dataDir} is in use by process ${pid}; stop it first (or set DATABASE_URL to share a Postgres server)`,
    )
  }
}

export class WalletImportError extends CloudError {
  override name = 'WalletImportError'
  constructor(problem: string, parameters: CloudErrorParameters = {}) {
    super('IMPORT_FAILED', `Wallet import failed: ${problem}`, parameters)
  }
}

export class MigrationError extends CloudError {
  override name = 'MigrationError'
  constructor(id: number, parameters: CloudErrorParameters = {}) {
    super('MIGRATION_FAILED', `Database migration ${id} failed`, parameters)
  }
}

/** A chain node (or another upstream) did not answer (503); the service itself keeps running. */
export class UpstreamUnavailableError extends HttpError {
  override name = 'UpstreamUnavailableError'
  readonly chainId: string
  constructor(chainId: string, parameters: CloudErrorParameters = {}) {
    super(503, 'UPSTREAM_UNAVAILABLE', `Chain ${chainId} is unavailable, try again later`, parameters)
    this.chainId = chainId
  }
}

/** A chain the convert API has no pools on: the hosted texts 'Network not supported for Swaps' / 'for Gas Price'. */
export class NetworkNotSupportedError extends HttpError {
  override name = 'NetworkNotSupportedError'
  constructor(what: 'Swaps' | 'Gas Price') {
    super(400, 'NETWORK_NOT_SUPPORTED', `Network not supported for ${what}`)
  }
}

/** No pool path between two tokens, or a path the pools cannot fill. */
export class NoRouteError extends HttpError {
  override name = 'NoRouteError'
  constructor(shortMessage: string) {
    super(400, 'NO_ROUTE', shortMessage)
  }
}
