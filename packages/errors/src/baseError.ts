import type { ErrorCode } from './codes.js'
import type { ErrorMessageId, ErrorMessageParams } from './messageIds.js'
import { version } from './version.js'

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

// The walker sits in BaseError's module on purpose: a module of its own became a chunk of its own on the
// page (the bundler splits modules that lazy chunks share), about 300 B gzip more than this.
/**
 * Walks `error`'s cause chain, outermost first. With `fn`: the first link (the error itself included)
 * for which `fn` is true, else null. Without: the innermost link, usually the wallet's or the node's own
 * error. Bounded and cycle-safe.
 *
 * @example
 * walk(error, (e) => e instanceof UserRejectedRequestError) // the rejection, wherever it sits, or null
 * walk(error) // the innermost cause
 */
export function walk<T>(error: unknown, fn: (error: unknown) => error is T): T | null
export function walk(error: unknown, fn: (error: unknown) => boolean): unknown
export function walk(error: unknown): unknown
export function walk(error: unknown, fn?: (error: unknown) => boolean): unknown {
  const seen: unknown[] = []
  for (let current = error; ; ) {
    if (fn?.(current)) return current
    seen.push(current)
    // The next link: the cause, or the `error` of a JSON-RPC error response thrown as it is.
    const { cause, error: inner } = (current ?? {}) as { cause?: unknown; error?: unknown }
    const link = cause ?? (typeof inner === 'object' ? inner : undefined)
    // Bounded (16 links): cause chains are short, and a cycle must not hang the caller.
    if (link == null || seen.includes(link) || seen.length > 15) return fn ? null : current
    current = link
  }
}
