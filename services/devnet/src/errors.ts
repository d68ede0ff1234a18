import { ServiceError } from '@foyer/service-kit/errors'

/** Error codes of the devnet's typed errors. */
export type DevnetErrorCode =
  | 'INVALID_OPTIONS'
  | 'PORT_BUSY'
  | 'ANVIL_NOT_FOUND'
  | 'ANVIL_START_FAILED'
  | 'COMPILE_FAILED'
  | 'DEPLOY_FAILED'

/** Root of the anvil chains' errors (the service root's shape: `code`, `shortMessage`, `details`). */
export class DevnetError extends ServiceError<DevnetErrorCode> {
  override name = 'DevnetError'
}

/** Options that failed validation; `details` lists each problem. */
export class InvalidDevnetOptionsError extends DevnetError {
  override name = 'InvalidDevnetOptionsError'
  constructor(details: string) {
    super('INVALID_OPTIONS', 'Invalid devnet options', { details })
  }
}

/** A chain's port is taken; the message names the variable that moves it. */
export class PortBusyError extends DevnetError {
  override name = 'PortBusyError'
  readonly port: number
  readonly envVar: string
  constructor(port: number, envVar: string, parameters: { cause?: unknown } = {}) {
    super('PORT_BUSY', `Port ${port} is busy (set ${envVar} to use another port)`, parameters)
    this.port = port
    this.envVar = envVar
  }
}

/** No anvil binary for this platform among the installed optional dependencies. */
export class AnvilNotFoundError extends DevnetError {
  override name = 'AnvilNotFoundError'
  constructor(details: string, parameters: { cause?: unknown } = {}) {
    super('ANVIL_NOT_FOUND', 'The anvil binary was not found', { details, ...parameters })
  }
}

/** anvil exited or never reported its listening address. */
export class AnvilStartError extends DevnetError {
  override name = 'AnvilStartError'
  readonly chainId: number
  constructor(chainId: number, details: string) {
    super('ANVIL_START_FAILED', `Chain ${chainId} failed to start`, { details })
    this.chainId = chainId
  }
}

/** solc reported errors for the devnet's contracts. */
export class CompileError extends DevnetError {
  override name = 'CompileError'
  constructor(details: string) {
    super('COMPILE_FAILED', 'Compiling the devnet contracts failed', { details })
  }
}

/** A deploy transaction reverted or a deployed contract is not where it should be. */
export class DeployError extends DevnetError {
  override name = 'DeployError'
  readonly chainId: number
  constructor(chainId: number, details: string, parameters: { cause?: unknown } = {}) {
    super('DEPLOY_FAILED', `Deploying to chain ${chainId} failed`, { details, ...parameters })
    this.chainId = chainId
  }
}
