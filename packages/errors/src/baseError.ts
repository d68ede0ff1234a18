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
  // Declared, not initialised: assigned below in one go, which keeps the page's bytes down.
  declare readonly code: ErrorCode
  declare readonly shortMessage: string
  declare readonly details: string | undefined
  declare readonly docsPath: string | undefined
  declare readonly metaMessages: readonly string[] | undefined
  declare readonly messageId: ErrorMessageId
  declare readonly messageParams: ErrorMessageParams | undefined
  declare readonly version: string

  constructor(code: ErrorCode, shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, docsBaseUrl = '', metaMessages, messageId = 'errorUnknown', messageParams } = parameters
    // A Foyer error's details and docs carry over; any other cause gives its message.
    const inner = cause as { details?: string; docsPath?: string; message?: string } | null | undefined
    const details = parameters.details ?? inner?.details ?? inner?.message
    const docsPath = parameters.docsPath ?? inner?.docsPath
    super(
      `${shortMessage}\n\n${metaMessages ? `${metaMessages.join('\n')}\n\n` : ''}${
        docsPath ? `Docs: ${docsBaseUrl}${docsPath}\n` : ''
      }${details ? `Details: ${details}\n` : ''}Version: foyer@${version}`,
      cause === undefined ? undefined : { cause },
    )
    Object.assign(this, {
      code,
      shortMessage,
      details,
      docsPath,
      metaMessages,
      messageId,
      messageParams,
      version,
    })
  }

  /** The innermost cause, or with `fn` the first error of the chain (this one first) it accepts, else null. */
  walk(): unknown
  walk<T>(fn: (error: unknown) => error is T): T | null
  walk(fn: (error: unknown) => boolean): unknown
  walk(fn?: (error: unknown) => boolean): unknown {
    return fn ? walk(this, fn) : walk(this)
  }
}
