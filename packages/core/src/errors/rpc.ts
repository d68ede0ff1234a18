import { BaseError, type BaseErrorParameters, type FoyerErrorMessageId } from '@foyer/errors'
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

/** Each catalogued class's code, developer text (viem's) and view text id, by class name. */
const RPC_ERRORS = {
  ParseRpcError: [
    -32700,
    'Invalid JSON was received by the server. An error occurred on the server while parsing the JSON text.',
    'errorRpcParse',
  ],
  InvalidRequestRpcError: [-32600, 'JSON is not a valid request object.', 'errorRpcInvalidRequest'],
  MethodNotFoundRpcError: [-32601, 'The method does not exist / is not available.', 'errorRpcMethodNotFound'],
  InvalidParamsRpcError: [
    -32602,
    'Invalid parameters were provided to the RPC method.',
    'errorRpcInvalidParams',
  ],
  InternalRpcError: [-32603, 'An internal error was received.', 'errorRpcInternal'],
  InvalidInputRpcError: [-32000, 'Missing or invalid parameters.', 'errorRpcInvalidInput'],
  ResourceNotFoundRpcError: [-32001, 'Requested resource not found.', 'errorRpcResourceNotFound'],
  ResourceUnavailableRpcError: [-32002, 'Requested resource not available.', 'errorRpcResourceUnavailable'],
  TransactionRejectedRpcError: [-32003, 'Transaction creation failed.', 'errorRpcTransactionRejected'],
  MethodNotSupportedRpcError: [-32004, 'Method is not supported.', 'errorRpcMethodNotSupported'],
  LimitExceededRpcError: [-32005, 'Request exceeds defined limit.', 'errorRpcLimitExceeded'],
  JsonRpcVersionUnsupportedError: [
    -32006,
    'Version of JSON-RPC protocol is not supported.',
    'errorRpcVersionUnsupported',
  ],
  UnauthorizedProviderError: [
    4100,
    'The requested method and/or account has not been authorized by the user.',
    'errorRpcUnauthorized',
  ],
  UnsupportedProviderMethodError: [
    4200,
    'The Provider does not support the requested method.',
    'errorRpcUnsupportedMethod',
  ],
  ProviderDisconnectedError: [4900, 'The Provider is disconnected from all chains.', 'errorRpcDisconnected'],
  ChainDisconnectedError: [
    4901,
    'The Provider is not connected to the requested chain.',
    'errorRpcChainDisconnected',
  ],
  SwitchChainError: [4902, 'An error occurred when attempting to switch chain.', 'errorRpcSwitchChain'],
  UnsupportedNonOptionalCapabilityError: [
    5700,
    'This Wallet does not support a capability that was not marked as optional.',
    'errorRpcUnsupportedCapability',
  ],
  UnsupportedChainIdError: [
    5710,
    'This Wallet does not support the requested chain ID.',
    'errorRpcUnsupportedChainId',
  ],
  DuplicateIdError: [5720, 'There is already a bundle submitted with this ID.', 'errorRpcDuplicateId'],
  UnknownBundleIdError: [
    5730,
    'This bundle id is unknown / has not been submitted.',
    'errorRpcUnknownBundleId',
  ],
  BundleTooLargeError: [
    5740,
    'The call bundle is too large for the Wallet to process.',
    'errorRpcBundleTooLarge',
  ],
  AtomicReadyWalletRejectedUpgradeError: [
    5750,
    'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
    'errorRpcAtomicUpgradeRejected',
  ],
  AtomicityNotSupportedError: [
    5760,
    'The wallet does not support atomic execution but the request requires it.',
    'errorRpcAtomicityNotSupported',
  ],
} as const satisfies Record<string, readonly [number, string, FoyerErrorMessageId]>

type RpcErrorName = keyof typeof RPC_ERRORS

/** The base of one catalogued class: its name, code, text and message id come from RPC_ERRORS. */
function rpcClass<const N extends RpcErrorName>(name: N) {
  const [code, shortMessage, messageId] = RPC_ERRORS[name]
  return class extends RpcError {
    static readonly code: (typeof RPC_ERRORS)[N][0] = code
    override name: N = name
    constructor(parameters: FixedParameters = {}) {
      super(code, shortMessage, { ...parameters, messageId })
    }
  }
}

// `XType` is the class itself: each class's `name` is its literal name already (viem's XErrorType).
export type ParseRpcErrorType = ParseRpcError
export type InvalidRequestRpcErrorType = InvalidRequestRpcError
export type MethodNotFoundRpcErrorType = MethodNotFoundRpcError
export type InvalidParamsRpcErrorType = InvalidParamsRpcError
export type InternalRpcErrorType = InternalRpcError
export type InvalidInputRpcErrorType = InvalidInputRpcError
export type ResourceNotFoundRpcErrorType = ResourceNotFoundRpcError
export type ResourceUnavailableRpcErrorType = ResourceUnavailableRpcError
export type TransactionRejectedRpcErrorType = TransactionRejectedRpcError
export type MethodNotSupportedRpcErrorType = MethodNotSupportedRpcError
export type LimitExceededRpcErrorType = LimitExceededRpcError
export type JsonRpcVersionUnsupportedErrorType = JsonRpcVersionUnsupportedError
export type UnauthorizedProviderErrorType = UnauthorizedProviderError
export type UnsupportedProviderMethodErrorType = UnsupportedProviderMethodError
export type ProviderDisconnectedErrorType = ProviderDisconnectedError
export type ChainDisconnectedErrorType = ChainDisconnectedError
export type SwitchChainErrorType = SwitchChainError
export type UnsupportedNonOptionalCapabilityErrorType = UnsupportedNonOptionalCapabilityError
export type UnsupportedChainIdErrorType = UnsupportedChainIdError
export type DuplicateIdErrorType = DuplicateIdError
export type UnknownBundleIdErrorType = UnknownBundleIdError
export type BundleTooLargeErrorType = BundleTooLargeError
export type AtomicReadyWalletRejectedUpgradeErrorType = AtomicReadyWalletRejectedUpgradeError
export type AtomicityNotSupportedErrorType = AtomicityNotSupportedError

export class ParseRpcError extends rpcClass('ParseRpcError') {}
export class InvalidRequestRpcError extends rpcClass('InvalidRequestRpcError') {}
export class MethodNotFoundRpcError extends rpcClass('MethodNotFoundRpcError') {}
export class InvalidParamsRpcError extends rpcClass('InvalidParamsRpcError') {}
export class InternalRpcError extends rpcClass('InternalRpcError') {}
export class InvalidInputRpcError extends rpcClass('InvalidInputRpcError') {}
export class ResourceNotFoundRpcError extends rpcClass('ResourceNotFoundRpcError') {}
export class ResourceUnavailableRpcError extends rpcClass('ResourceUnavailableRpcError') {}
export class TransactionRejectedRpcError extends rpcClass('TransactionRejectedRpcError') {}
export class MethodNotSupportedRpcError extends rpcClass('MethodNotSupportedRpcError') {}
export class LimitExceededRpcError extends rpcClass('LimitExceededRpcError') {}
export class JsonRpcVersionUnsupportedError extends rpcClass('JsonRpcVersionUnsupportedError') {}
export class UnauthorizedProviderError extends rpcClass('UnauthorizedProviderError') {}
export class UnsupportedProviderMethodError extends rpcClass('UnsupportedProviderMethodError') {}
export class ProviderDisconnectedError extends rpcClass('ProviderDisconnectedError') {}
export class ChainDisconnectedError extends rpcClass('ChainDisconnectedError') {}
export class SwitchChainError extends rpcClass('SwitchChainError') {}
export class UnsupportedNonOptionalCapabilityError extends rpcClass(
  'UnsupportedNonOptionalCapabilityError',
) {}
export class UnsupportedChainIdError extends rpcClass('UnsupportedChainIdError') {}
export class DuplicateIdError extends rpcClass('DuplicateIdError') {}
export class UnknownBundleIdError extends rpcClass('UnknownBundleIdError') {}
export class BundleTooLargeError extends rpcClass('BundleTooLargeError') {}
export class AtomicReadyWalletRejectedUpgradeError extends rpcClass(
  'AtomicReadyWalletRejectedUpgradeError',
) {}
export class AtomicityNotSupportedError extends rpcClass('AtomicityNotSupportedError') {}

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
 *
 * @example
 * toRpcError({ code: 4902, message: 'Unrecognized chain' }) // SwitchChainError
 * toRpcError(new Error('boom')) // undefined: no code
 */
export function toRpcError(error: unknown): BaseError | undefined {
  if (error instanceof BaseError) return error
  const code = getErrorCode(error)
  if (code === undefined) return undefined
  if (code === 4001 || code === 5000) return new UserRejectedRequestError({ cause: error })
  const errorClass = RPC_ERROR_CLASSES.get(code)
  return errorClass ? new errorClass({ cause: error }) : undefined
}
