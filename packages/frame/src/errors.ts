import { BaseError, type BaseErrorParameters, type FoyerErrorCode } from '@foyer/errors'

/** The codes of the embedded wallet's frame (among Foyer's error codes). */
export type FrameErrorCode = Extract<FoyerErrorCode, `FRAME_${string}`>

export type FrameErrorType = FrameError & { name: 'FrameError' }
/**
 * A failure of the embedded wallet's frame, on Foyer's error root: `code` the case, `messageId` the
 * text a view shows (the exact user-facing wording in the locale tables; a secure-site refusal by the id of its reply
 * code, replyCodes.ts, or its own text as `text` when the page does not know the code),
 * `shortMessage` the frame's English for developers, logs and the alerts shown for a server's message.
 *
 * @example
 * try { await transport.request('CONNECT_OTP', { otp }) }
 * catch (error) { if (error instanceof FrameError && error.code === 'FRAME_REQUEST_FAILED') show(error.messageId) }
 */
export class FrameError extends BaseError {
  override name = 'FrameError'
  declare readonly code: FrameErrorCode

  constructor(code: FrameErrorCode, shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(code, shortMessage, parameters)
  }
}

/** The user-facing texts. */
export const FRAME_MESSAGES = {
  loadFailed: 'Unable to load email login dependency',
  iframeNotSet: 'W3mFrame: iframe is not set',
  parentNotSet: 'W3mFrame: parent is not set',
  errorWithoutMessage: 'An error occurred',
  rpcAborted: 'Request was aborted',
  aborted: 'Something went wrong',
} as const

/** The two reasons a page reports through its timeout callback. */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'
