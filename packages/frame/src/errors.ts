// Errors of the frame protocol. The messages are §8's texts; `code` names the case for programs.

export type FrameErrorCode =
  | 'FRAME_LOAD_FAILED'
  | 'FRAME_READY_TIMEOUT'
  | 'FRAME_REQUEST_TIMEOUT'
  | 'FRAME_REQUEST_ABORTED'
  | 'FRAME_REQUEST_FAILED'
  | 'FRAME_NOT_SET'
  | 'FRAME_PARENT_NOT_SET'
  | 'FRAME_INVALID_REQUEST'

/**
 * A failure of the embedded wallet's frame: `shortMessage` is the text to show (§8), `code` the case.
 *
 * @example
 * try { await transport.request('CONNECT_OTP', { otp }) }
 * catch (error) { if (error instanceof FrameError && error.code === 'FRAME_REQUEST_FAILED') show(error.shortMessage) }
 */
export class FrameError extends Error {
  override name = 'FrameError'
  readonly code: FrameErrorCode
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(
    code: FrameErrorCode,
    shortMessage: string,
    options: { details?: string | undefined; cause?: unknown } = {},
  ) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/** §8's texts. */
export const FRAME_MESSAGES = {
  loadFailed: 'Unable to load email login dependency',
  iframeNotSet: 'W3mFrame: iframe is not set',
  parentNotSet: 'W3mFrame: parent is not set',
  errorWithoutMessage: 'An error occurred',
  rpcAborted: 'Request was aborted',
  aborted: 'Something went wrong',
} as const

/** The two reasons a page reports through its timeout callback (§8). */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'
