import { BaseError, type BaseErrorParameters } from '@foyer/errors'
import { getErrorCode } from '../utils/errorCode.js'
import { type FixedParameters, UserRejectedRequestError } from './errors.js'

export type RpcErrorType = RpcError & { name: 'RpcError' }
/**
 * JSON-RPC (EIP-1474) and wallet (EIP-1193, EIP-5792) errors, one class per code, shaped like
 * viem's so adapters can rethrow what a wallet answered with a named class. 4001 and 5000 map to
 * UserRejectedRequestError. Each class's view text is its own message id (`errorRpc...`).
 */
export class RpcError extends BaseError {
  override name = 'RpcError'
  /** The JSON-RPC or provider error code. */
  readonly rpcCode: number
  constructor(rpcCode: number, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super('RPC', shortMessage, parameters)
    this.rpcCode = rpcCode
  }
}

export type ParseRpcErrorType = ParseRpcError & { name: 'ParseRpcError' }
export class ParseRpcError extends RpcError {
  static readonly code = -32700
  override name = 'ParseRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(
      -32700,
      'Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text.',
      { ...parameters, messageId: 'errorRpcParse' },
    )
  }
}

export type InvalidRequestRpcErrorType = InvalidRequestRpcError & { name: 'InvalidRequestRpcError' }
export class InvalidRequestRpcError extends RpcError {
  static readonly code = -32600
  override name = 'InvalidRequestRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32600, 'JSON is not a valid request object.', {
      ...parameters,
      messageId: 'errorRpcInvalidRequest',
    })
  }
}

export type MethodNotFoundRpcErrorType = MethodNotFoundRpcError & { name: 'MethodNotFoundRpcError' }
export class MethodNotFoundRpcError extends RpcError {
  static readonly code = -32601
  override name = 'MethodNotFoundRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32601, 'The method does not exist / is not available.', {
      ...parameters,
      messageId: 'errorRpcMethodNotFound',
    })
  }
}

export type InvalidParamsRpcErrorType = InvalidParamsRpcError & { name: 'InvalidParamsRpcError' }
export class InvalidParamsRpcError extends RpcError {
  static readonly code = -32602
  override name = 'InvalidParamsRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32602, 'Invalid parameters were provided to the RPC method.', {
      ...parameters,
      messageId: 'errorRpcInvalidParams',
    })
  }
}

export type InternalRpcErrorType = InternalRpcError & { name: 'InternalRpcError' }
export class InternalRpcError extends RpcError {
  static readonly code = -32603
  override name = 'InternalRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32603, 'An internal error was received.', { ...parameters, messageId: 'errorRpcInternal' })
  }
}

export type InvalidInputRpcErrorType = InvalidInputRpcError & { name: 'InvalidInputRpcError' }
export class InvalidInputRpcError extends RpcError {
  static readonly code = -32000
  override name = 'InvalidInputRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32000, 'Missing or invalid parameters.', { ...parameters, messageId: 'errorRpcInvalidInput' })
  }
}

export type ResourceNotFoundRpcErrorType = ResourceNotFoundRpcError & { name: 'ResourceNotFoundRpcError' }
export class ResourceNotFoundRpcError extends RpcError {
  static readonly code = -32001
  override name = 'ResourceNotFoundRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32001, 'Requested resource not found.', { ...parameters, messageId: 'errorRpcResourceNotFound' })
  }
}

export type ResourceUnavailableRpcErrorType = ResourceUnavailableRpcError & {
  name: 'ResourceUnavailableRpcError'
}
export class ResourceUnavailableRpcError extends RpcError {
  static readonly code = -32002
  override name = 'ResourceUnavailableRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32002, 'Requested resource not available.', {
      ...parameters,
      messageId: 'errorRpcResourceUnavailable',
    })
  }
}

export type TransactionRejectedRpcErrorType = TransactionRejectedRpcError & {
  name: 'TransactionRejectedRpcError'
}
export class TransactionRejectedRpcError extends RpcError {
  static readonly code = -32003
  override name = 'TransactionRejectedRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32003, 'Transaction creation failed.', { ...parameters, messageId: 'errorRpcTransactionRejected' })
  }
}

export type MethodNotSupportedRpcErrorType = MethodNotSupportedRpcError & {
  name: 'MethodNotSupportedRpcError'
}
export class MethodNotSupportedRpcError extends RpcError {
  static readonly code = -32004
  override name = 'MethodNotSupportedRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32004, 'Method is not supported.', { ...parameters, messageId: 'errorRpcMethodNotSupported' })
  }
}

export type LimitExceededRpcErrorType = LimitExceededRpcError & { name: 'LimitExceededRpcError' }
export class LimitExceededRpcError extends RpcError {
  static readonly code = -32005
  override name = 'LimitExceededRpcError'
  constructor(parameters: FixedParameters = {}) {
    super(-32005, 'Request exceeds defined limit.', { ...parameters, messageId: 'errorRpcLimitExceeded' })
  }
}

export type JsonRpcVersionUnsupportedErrorType = JsonRpcVersionUnsupportedError & {
  name: 'JsonRpcVersionUnsupportedError'
}
export class JsonRpcVersionUnsupportedError extends RpcError {
  static readonly code = -32006
  override name = 'JsonRpcVersionUnsupportedError'
  constructor(parameters: FixedParameters = {}) {
    super(-32006, 'Version of JSON-RPC protocol is not supported.', {
      ...parameters,
      messageId: 'errorRpcVersionUnsupported',
    })
  }
}

export type UnauthorizedProviderErrorType = UnauthorizedProviderError & { name: 'UnauthorizedProviderError' }
export class UnauthorizedProviderError extends RpcError {
  static readonly code = 4100
  override name = 'UnauthorizedProviderError'
  constructor(parameters: FixedParameters = {}) {
    super(4100, 'The requested method and/or account has not been authorized by the user.', {
      ...parameters,
      messageId: 'errorRpcUnauthorized',
    })
  }
}

export type UnsupportedProviderMethodErrorType = UnsupportedProviderMethodError & {
  name: 'UnsupportedProviderMethodError'
}
export class UnsupportedProviderMethodError extends RpcError {
  static readonly code = 4200
  override name = 'UnsupportedProviderMethodError'
  constructor(parameters: FixedParameters = {}) {
    super(4200, 'The Provider does not support the requested method.', {
      ...parameters,
      messageId: 'errorRpcUnsupportedMethod',
    })
  }
}

export type ProviderDisconnectedErrorType = ProviderDisconnectedError & { name: 'ProviderDisconnectedError' }
export class ProviderDisconnectedError extends RpcError {
  static readonly code = 4900
  override name = 'ProviderDisconnectedError'
  constructor(parameters: FixedParameters = {}) {
    super(4900, 'The Provider is disconnected from all chains.', {
      ...parameters,
      messageId: 'errorRpcDisconnected',
    })
  }
}

export type ChainDisconnectedErrorType = ChainDisconnectedError & { name: 'ChainDisconnectedError' }
export class ChainDisconnectedError extends RpcError {
  static readonly code = 4901
  override name = 'ChainDisconnectedError'
  constructor(parameters: FixedParameters = {}) {
    super(4901, 'The Provider is not connected to the requested chain.', {
      ...parameters,
      messageId: 'errorRpcChainDisconnected',
    })
  }
}

export type SwitchChainErrorType = SwitchChainError & { name: 'SwitchChainError' }
export class SwitchChainError extends RpcError {
  static readonly code = 4902
  override name = 'SwitchChainError'
  constructor(parameters: FixedParameters = {}) {
    super(4902, 'An error occurred when attempting to switch chain.', {
      ...parameters,
      messageId: 'errorRpcSwitchChain',
    })
  }
}

export type UnsupportedNonOptionalCapabilityErrorType = UnsupportedNonOptionalCapabilityError & {
  name: 'UnsupportedNonOptionalCapabilityError'
}
export class UnsupportedNonOptionalCapabilityError extends RpcError {
  static readonly code = 5700
  override name = 'UnsupportedNonOptionalCapabilityError'
  constructor(parameters: FixedParameters = {}) {
    super(5700, 'This Wallet does not support a capability that was not marked as optional.', {
      ...parameters,
      messageId: 'errorRpcUnsupportedCapability',
    })
  }
}

export type UnsupportedChainIdErrorType = UnsupportedChainIdError & { name: 'UnsupportedChainIdError' }
export class UnsupportedChainIdError extends RpcError {
  static readonly code = 5710
  override name = 'UnsupportedChainIdError'
  constructor(parameters: FixedParameters = {}) {
    super(5710, 'This Wallet does not support the requested chain ID.', {
      ...parameters,
      messageId: 'errorRpcUnsupportedChainId',
    })
  }
}

export type DuplicateIdErrorType = DuplicateIdError & { name: 'DuplicateIdError' }
export class DuplicateIdError extends RpcError {
  static readonly code = 5720
  override name = 'DuplicateIdError'
  constructor(parameters: FixedParameters = {}) {
    super(5720, 'There is already a bundle submitted with this ID.', {
      ...parameters,
      messageId: 'errorRpcDuplicateId',
    })
  }
}

export type UnknownBundleIdErrorType = UnknownBundleIdError & { name: 'UnknownBundleIdError' }
export class UnknownBundleIdError extends RpcError {
  static readonly code = 5730
  override name = 'UnknownBundleIdError'
  constructor(parameters: FixedParameters = {}) {
    super(5730, 'This bundle id is unknown / has not been submitted.', {
      ...parameters,
      messageId: 'errorRpcUnknownBundleId',
    })
  }
}

export type BundleTooLargeErrorType = BundleTooLargeError & { name: 'BundleTooLargeError' }
export class BundleTooLargeError extends RpcError {
  static readonly code = 5740
  override name = 'BundleTooLargeError'
  constructor(parameters: FixedParameters = {}) {
    super(5740, 'The call bundle is too large for the Wallet to process.', {
      ...parameters,
      messageId: 'errorRpcBundleTooLarge',
    })
  }
}

export type AtomicReadyWalletRejectedUpgradeErrorType = AtomicReadyWalletRejectedUpgradeError & {
  name: 'AtomicReadyWalletRejectedUpgradeError'
}
export class AtomicReadyWalletRejectedUpgradeError extends RpcError {
  static readonly code = 5750
  override name = 'AtomicReadyWalletRejectedUpgradeError'
  constructor(parameters: FixedParameters = {}) {
    super(5750, 'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.', {
      ...parameters,
      messageId: 'errorRpcAtomicUpgradeRejected',
    })
  }
}

export type AtomicityNotSupportedErrorType = AtomicityNotSupportedError & {
  name: 'AtomicityNotSupportedError'
}
export class AtomicityNotSupportedError extends RpcError {
  static readonly code = 5760
  override name = 'AtomicityNotSupportedError'
  constructor(parameters: FixedParameters = {}) {
    super(5760, 'The wallet does not support atomic execution but the request requires it.', {
      ...parameters,
      messageId: 'errorRpcAtomicityNotSupported',
    })
  }
}

type RpcErrorClass = { readonly code: number; new (parameters?: FixedParameters): RpcError }

/** Every catalogued class by its code. */
export const RPC_ERROR_CLASSES: ReadonlyMap<number, RpcErrorClass> = new Map(
  (
    [
      ParseRpcError,
      InvalidRequestRpcError,
      MethodNotFoundRpcError,
      InvalidParamsRpcError,
      InternalRpcError,
      InvalidInputRpcError,
      ResourceNotFoundRpcError,
      ResourceUnavailableRpcError,
      TransactionRejectedRpcError,
      MethodNotSupportedRpcError,
      LimitExceededRpcError,
      JsonRpcVersionUnsupportedError,
      UnauthorizedProviderError,
      UnsupportedProviderMethodError,
      ProviderDisconnectedError,
      ChainDisconnectedError,
      SwitchChainError,
      UnsupportedNonOptionalCapabilityError,
      UnsupportedChainIdError,
      DuplicateIdError,
      UnknownBundleIdError,
      BundleTooLargeError,
      AtomicReadyWalletRejectedUpgradeError,
      AtomicityNotSupportedError,
    ] as const
  ).map((errorClass) => [errorClass.code, errorClass]),
)

/**
 * The named error for whatever a wallet or RPC node threw: the catalogued class for its code (read
 * from the error or its cause chain), UserRejectedRequestError for 4001/5000, the error itself when it
 * is already a Foyer error, else undefined.
 */
export function toRpcError(error: unknown): BaseError | undefined {
  if (error instanceof BaseError) return error
  const code = getErrorCode(error)
  if (code === undefined) return undefined
  if (code === 4001 || code === 5000) return new UserRejectedRequestError({ cause: error })
  const errorClass = RPC_ERROR_CLASSES.get(code)
  return errorClass ? new errorClass({ cause: error }) : undefined
}
