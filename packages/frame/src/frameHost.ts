import { FRAME_MESSAGES, FrameError } from './errors.js'
import { FRAME_EVENTS, FRAME_READY, FRAME_SESSION_UPDATE, type FrameEventName } from './events.js'
import type { FrameReplyCode } from './replyCodes.js'
import { ACTION_NOT_ALLOWED_MESSAGE } from './rpcMethods.js'
import {
  appEventSchema,
  errorPayloadSchema,
  eventNameOfAppType,
  type FrameErrorPayload,
  type RequestPayload,
  type ResponsePayload,
} from './schemas.js'

/** One handler per request the secure site answers; a missing one answers 'Action not allowed'. */
export type FrameHandlers = {
  [N in FrameEventName]?: (payload: RequestPayload<N>) => ResponsePayload<N> | Promise<ResponsePayload<N>>
}

/**
 * An error whose message the page may see (a wrong code, a cooldown). Anything else a handler throws
 * reaches the page only as 'An error occurred', so no detail of the secure site leaks out. A plain Error
 * (not on Foyer's root): its `message` is the wire text, and the page turns it into a FrameError.
 */
export class FrameReplyError extends Error {
  override name = 'FrameReplyError'
  /** The case, which the page shows in the visitor's language (replyCodes.ts); the text is its fallback. */
  readonly code: FrameReplyCode | undefined
  /** Values the code's text needs (seconds to wait, a provider's name); nothing secret. */
  readonly params: Readonly<Record<string, string | number>> | undefined

  constructor(
    message: string,
    options: { code?: FrameReplyCode | undefined; params?: Readonly<Record<string, string | number>> } = {},
  ) {
    super(message)
    this.code = options.code
    this.params = options.params
  }
}

/** The error reply for what a handler threw; a code or values that would fail the page's check are left out. */
function errorPayloadOf(error: unknown): FrameErrorPayload {
  if (!(error instanceof FrameReplyError)) return { message: FRAME_MESSAGES.errorWithoutMessage }
  const { message, code, params } = error
  const full = { message, ...(code ? { code } : {}), ...(params ? { params } : {}) }
  return errorPayloadSchema.safeParse(full).success ? full : { message }
}

export interface FrameHostOptions {
  /** The frame's own window; tests pass their own. */
  window?: Window | undefined
  /**
   * The embedding page's origin: `location.ancestorOrigins[0]`, else the referrer's origin. Replies
   * go only there, and messages are read only from there.
   */
  parentOrigin: string
  /** Whether the project serves that page (its allowed origins); a refused page gets no answer. */
  isAllowedOrigin(origin: string): boolean | Promise<boolean>
  handlers: FrameHandlers
  version?: string | undefined
}

export interface FrameHostStats {
  answered: number
  droppedOrigin: number
  droppedSource: number
  droppedSchema: number
  /** Messages from a page the project does not allow. */
  refused: number
}

export interface FrameHost {
  /** Checks the page's origin and, when allowed, announces READY to it. Resolves whether it did. */
  start(): Promise<boolean>
  sendSessionUpdate(token: string): void
  stats(): FrameHostStats
  destroy(): void
}

/**
 * The secure site's side of the protocol: reads page messages from the parent window and origin
 * only, checks each against its schema, runs the matching handler and replies to that origin.
 *
 * @example
 * const host = createFrameHost({ parentOrigin, isAllowedOrigin, handlers: { GET_CHAIN_ID: () => ({ chainId: 1 }) } })
 * await host.start()
 */
export function createFrameHost(options: FrameHostOptions): FrameHost {
  const win = options.window ?? window
  const { parentOrigin } = options
  const stats: FrameHostStats = {
    answered: 0,
    droppedOrigin: 0,
    droppedSource: 0,
    droppedSchema: 0,
    refused: 0,
  }
  let allowed: Promise<boolean> | undefined

  const post = (message: unknown) => {
    if (!win.parent || win.parent === win)
      throw new FrameError('FRAME_PARENT_NOT_SET', FRAME_MESSAGES.parentNotSet, {
        messageId: 'errorFrameParentNotSet',
      })
    win.parent.postMessage(message, parentOrigin)
  }
  const isAllowed = () => {
    allowed ??= Promise.resolve()
      .then(() => options.isAllowedOrigin(parentOrigin))
      .catch(() => false)
    return allowed
  }

  const onMessage = async (event: MessageEvent) => {
    if (event.source !== win.parent || win.parent === win) {
      stats.droppedSource++
      return
    }
    if (event.origin !== parentOrigin) {
      stats.droppedOrigin++
      return
    }
    const parsed = appEventSchema.safeParse(event.data)
    if (!parsed.success) {
      stats.droppedSchema++
      return
    }
    if (!(await isAllowed())) {
      stats.refused++
      return
    }
    const { type, payload, id } = parsed.data as { type: string; payload: unknown; id: string }
    const name = eventNameOfAppType(type) as FrameEventName
    const handler = options.handlers[name] as ((payload: unknown) => unknown) | undefined
    try {
      if (!handler) throw new FrameReplyError(ACTION_NOT_ALLOWED_MESSAGE, { code: 'ACTION_NOT_ALLOWED' })
      const result = await handler(payload)
      post({ type: FRAME_EVENTS[name].success, payload: result, id })
    } catch (error) {
      post({ type: FRAME_EVENTS[name].error, payload: errorPayloadOf(error), id })
    }
    stats.answered++
  }
  const listener = (event: MessageEvent) => {
    void onMessage(event)
  }
  win.addEventListener('message', listener)

  return {
    async start() {
      if (!(await isAllowed())) return false
      post({ type: FRAME_READY, payload: options.version === undefined ? {} : { version: options.version } })
      return true
    },
    sendSessionUpdate(token) {
      post({ type: FRAME_SESSION_UPDATE, payload: { token } })
    },
    stats: () => ({ ...stats }),
    destroy() {
      win.removeEventListener('message', listener)
    },
  }
}
