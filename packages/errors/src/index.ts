export { BaseError, type BaseErrorParameters, type BaseErrorType, walk } from './baseError.js'
export type { ErrorCode, FoyerErrorCode } from './codes.js'
export type {
  ErrorMessage,
  ErrorMessageId,
  ErrorMessageParams,
  FoyerErrorMessageId,
} from './messageIds.js'
