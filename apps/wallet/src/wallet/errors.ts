import { ServiceError, type ServiceErrorParameters } from '@foyer/service-kit/errors'

/** Stable codes of the wallet app's errors. */
export type WalletErrorCode =
  | 'INVALID_PARAMS'
  | 'INVALID_URI'
  | 'UNSUPPORTED_METHOD'
  | 'UNSUPPORTED_CHAIN'
  | 'UNSUPPORTED_PROPOSAL'
  | 'NOT_FOUND'
  | 'REQUEST_FAILED'

export type WalletErrorParameters = ServiceErrorParameters

/** Root of the wallet app's errors: the services' root (`code`, `shortMessage`, `details`). */
export class WalletError extends ServiceError<WalletErrorCode> {
  override name = 'WalletError'
}

/** A public function or a dApp request got arguments it cannot use. */
export class InvalidParamsError extends WalletError {
  override name = 'InvalidParamsError'
  constructor(shortMessage: string, parameters: WalletErrorParameters = {}) {
    super('INVALID_PARAMS', shortMessage, parameters)
  }
}

/** The pasted or passed text is not a WalletConnect v2 pairing URI. */
export class InvalidUriError extends WalletError {
  override name = 'InvalidUriError'
  constructor(parameters: WalletErrorParameters = {}) {
    super('INVALID_URI', 'Invalid WalletConnect URI', parameters)
  }
}

/** The dApp asked for a JSON-RPC method this wallet does not implement (EIP-1193 4200). */
export class UnsupportedMethodError extends WalletError {
  override name = 'UnsupportedMethodError'
  constructor(method: string, parameters: WalletErrorParameters = {}) {
    super('UNSUPPORTED_METHOD', `Unsupported method: ${method}`, parameters)
  }
}

/** The dApp asked for a chain this wallet or this session does not have (EIP-1193 4902, the user-facing wording). */
export class UnsupportedChainError extends WalletError {
  override name = 'UnsupportedChainError'
  constructor(parameters: WalletErrorParameters = {}) {
    super('UNSUPPORTED_CHAIN', 'Unsupported chain', parameters)
  }
}

/** The dApp requires chains, methods or events this wallet cannot approve. */
export class UnsupportedProposalError extends WalletError {
  override name = 'UnsupportedProposalError'
  constructor(parameters: WalletErrorParameters = {}) {
    super('UNSUPPORTED_PROPOSAL', 'This wallet cannot approve the requested chains or methods', parameters)
  }
}

/** A proposal, request or session id that the wallet no longer holds (answered or expired). */
export class NotFoundError extends WalletError {
  override name = 'NotFoundError'
  constructor(what: string, parameters: WalletErrorParameters = {}) {
    super('NOT_FOUND', `${what} not found`, parameters)
  }
}

/** Signing or sending on the devnet failed ('Transaction error' or the node's short message). */
export class RequestFailedError extends WalletError {
  override name = 'RequestFailedError'
  constructor(shortMessage: string, parameters: WalletErrorParameters = {}) {
    super('REQUEST_FAILED', shortMessage, parameters)
  }
}
