/** Stable codes of the relay's typed errors; integrators switch on these, never on messages. */
export type RelayErrorCode =
  | 'PORT_BUSY'
  | 'INVALID_OPTION'
  | 'AUTH_INVALID'
  | 'AUTH_EXPIRED'
  | 'AUTH_NOT_YET_VALID'
  | 'STORE_FAILED'
  | 'DATA_DIR_LOCKED'

export interface RelayErrorParameters {
  /** What went wrong, for developers; `shortMessage` stays the one-line summary. */
  details?: string
  cause?: unknown
}

/** Root of the relay's errors, shaped like Foyer core's BaseError (code, shortMessage, details). */
export class RelayError extends Error {
  override name = 'RelayError'
  readonly code: RelayErrorCode
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: RelayErrorCode, shortMessage: string, parameters: RelayErrorParameters = {}) {
    const message = parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = parameters.details
  }
}

/** The relay's port is taken by another process. */
export class PortBusyError extends RelayError {
  override name = 'PortBusyError'
  readonly port: number
  constructor(port: number, parameters: RelayErrorParameters = {}) {
    super('PORT_BUSY', `Port ${port} is busy (set FOYER_RELAY_PORT to use another port)`, parameters)
    this.port = port
  }
}

/** An option passed to startRelay/createRelayServer or a store failed validation. */
export class InvalidOptionError extends RelayError {
  override name = 'InvalidOptionError'
  constructor(details: string) {
    super('INVALID_OPTION', 'Invalid relay option', { details })
  }
}

/** The relay auth JWT of a connecting client was refused; `message` is sent back with HTTP 401. */
export class RelayAuthError extends RelayError {
  override name = 'RelayAuthError'
  constructor(
    code: Extract<RelayErrorCode, 'AUTH_INVALID' | 'AUTH_EXPIRED' | 'AUTH_NOT_YET_VALID'>,
    shortMessage: string,
    parameters: RelayErrorParameters = {},
  ) {
    super(code, shortMessage, parameters)
  }
}

/** Another live process holds the relay's data folder (PGlite allows one process per folder). */
export class DataDirLockedError extends RelayError {
  override name = 'DataDirLockedError'
  readonly dataDir: string
  readonly pid: number
  constructor(dataDir: string, pid: number) {
    super(
      'DATA_DIR_LOCKED',
      `Another relay (pid ${Number.isNaN(pid) ? 'unknown' : pid}) is using ${dataDir}; stop it, or set FOYER_STATE_DIR to use another folder`,
    )
    this.dataDir = dataDir
    this.pid = pid
  }
}
