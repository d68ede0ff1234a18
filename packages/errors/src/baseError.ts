import type { ErrorCode } from './codes.js'
import type { ErrorMessageId, ErrorMessageParams } from './messageIds.js'
import { version } from './version.js'
import { walk } from './walk.js'

export interface BaseErrorParameters {
  /** The error this one wraps (a wallet's, a library's); `walk()` follows it. */
  cause?: unknown
  /** What went wrong, for developers; defaults to the cause's details or message. */
  details?: string | undefined
  /** Where the docs explain this error, appended to `docsBaseUrl` in `message`. */
  docsPath?: string | undefined
  /** Base of `docsPath` (none by default: the path is then shown as it is). */
  docsBaseUrl?: string | undefined
  /** More lines for developers (the request, the chain, ...), printed after shortMessage. */
  metaMessages?: readonly string[] | undefined
  /** The text a visitor sees, as a locale table id (`errorUnknown`, 'An error occurred', by default). */
  messageId?: ErrorMessageId | undefined
  /** Values for the message's `{name}` placeholders. */
  messageParams?: ErrorMessageParams | undefined
}

export type BaseErrorType = BaseError & { name: 'FoyerError' }

/**
 * Root of every Foyer error, in every package. `code` is what an app switches on; `shortMessage` a one-line
 * English summary for developers; `messageId` and `messageParams` the text a visitor sees, rendered from
 * the locale tables (never `shortMessage`, which may say more than a visitor should read); `message` adds
 * `metaMessages`, the docs link, `details` and the version.
 *
 * @example
 * try { await foyer.connect({ connectorId }) } catch (error) {
 *   if (error instanceof BaseError && error.walk((e) => e instanceof UserRejectedRequestError)) return
 *   throw error
 * }
 */
export class BaseError extends Error {
  override name = 'FoyerError'
  readonly code: ErrorCode
  readonly shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  readonly metaMessages: readonly string[] | undefined
  readonly messageId: ErrorMessageId
  readonly messageParams: ErrorMessageParams | undefined
  readonly version = version

  constructor(code: ErrorCode, shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, docsBaseUrl = '', metaMessages } = parameters
    const inner = cause as { details?: unknown; docsPath?: unknown; message?: unknown } | null | undefined
    const details =
      parameters.details ??
      (cause instanceof BaseError
        ? cause.details
        : typeof inner?.message === 'string'
          ? inner.message
          : undefined)
    const docsPath = parameters.docsPath ?? (cause instanceof BaseError ? cause.docsPath : undefined)
    super(
      [
        shortMessage,
        ...(metaMessages ? ['', ...metaMessages] : []),
        '',
        ...(docsPath ? [`Docs: ${docsBaseUrl}${docsPath}`] : []),
        ...(details ? [`Details: ${details}`] : []),
        `Version: foyer@${version}`,
      ].join('\n'),
      cause === undefined ? undefined : { cause },
    )
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
    this.docsPath = docsPath
    this.metaMessages = metaMessages
    this.messageId = parameters.messageId ?? 'errorUnknown'
    this.messageParams = parameters.messageParams
  }

  /** The innermost cause, or with `fn` the first error of the chain (this one first) it accepts, else null. */
  walk(): unknown
  walk<T>(fn: (error: unknown) => error is T): T | null
  walk(fn: (error: unknown) => boolean): unknown
  walk(fn?: (error: unknown) => boolean): unknown {
    return fn ? walk(this, fn) : walk(this)
  }
}
