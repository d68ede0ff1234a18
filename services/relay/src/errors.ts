import { ServiceError, type ServiceErrorParameters } from '@foyer/service-kit/errors'

/** Stable codes of the relay's typed errors; integrators switch on these, never on messages. */
export type RelayErrorCode =
  | 'PORT_BUSY'
  | 'INVALID_OPTION'
  | 'AUTH_INVALID'
  | 'AUTH_EXPIRED'
  | 'AUTH_NOT_YET_VALID'
  | 'STORE_FAILED'
  | 'DATA_DIR_LOCKED'

/** What a relay error may carry besides its code and text (the services' common shape). */
export type RelayErrorParameters = ServiceErrorParameters

/**
 * Root of the relay's errors: the services' error root (@foyer/service-kit's ServiceError: `code`,
 * `shortMessage`, `details`) with the relay's own codes.
 */
export class RelayError extends ServiceError<RelayErrorCode> {
  override name = 'RelayError'
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
