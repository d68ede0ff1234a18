import { FRAME_MESSAGES, FrameError, type FrameTimeoutReason } from './errors.js'
import { FRAME_EVENTS, FRAME_READY, FRAME_SESSION_UPDATE, type FrameEventName } from './events.js'
import { randomId } from './ids.js'
import { isFrameLocale } from './locales.js'
import { frameReplyError } from './replyCodes.js'
import { isSafeRpcMethod } from './rpcMethods.js'
import {
  type FrameErrorPayload,
  type FrameEvent,
  frameEventSchema,
  type RequestPayload,
  type ResponsePayload,
  replyKindOf,
  requestSchemas,
} from './schemas.js'
import {
  FRAME_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  NO_READINESS_TIMEOUT,
  REQUEST_TIMEOUT_EVENTS,
} from './timing.js'

export interface FrameTransportOptions {
  /** The secure site's base URL (its origin, optionally a path); the frame page is `${secureSiteUrl}/sdk`. */
  secureSiteUrl: string
  projectId: string
  chainId: string | number
  version?: string | undefined
  enableLogger?: boolean | undefined
  /** The language of the frame's cards (one of FRAME_LOCALES; another value is left out, so en). */
  locale?: string | undefined
  /**
   * Seconds a passkey confirmation of a plain message signature lets the next ones go without a prompt
   * (the server caps it at 300; transactions and export always ask).
   */
  passkeyGrace?: number | undefined
  /** The page's window; tests pass their own. */
  window?: Window | undefined
  /** 'iframe_load_failed' (no READY within 20 s) or 'iframe_request_timeout' (no reply within 30 s). */
  onTimeout?: ((reason: FrameTimeoutReason) => void) | undefined
  /** The frame's session token changed (SESSION_UPDATE). */
  onSessionUpdate?: ((token: string) => void) | undefined
}

/** Messages the page received, by what became of them. */
export interface FrameTransportStats {
  accepted: number
  droppedOrigin: number
  droppedSource: number
  droppedSchema: number
  /** Well-formed replies that answer no pending request (late, duplicate or forged id). */
  unmatched: number
}

export interface FrameTransport {
  readonly iframe: HTMLIFrameElement
  /** Resolves 500 ms after the frame's READY; rejects when the frame cannot load. */
  readonly ready: Promise<void>
  /**
   * Sends one request and resolves with the frame's success payload.
   * @throws FrameError: the frame's error text ('An error occurred' without one), a timeout or an abort.
   */
  request<N extends FrameEventName>(name: N, payload: RequestPayload<N>): Promise<ResponsePayload<N>>
  /** Rejects every pending request: RPC 'Request was aborted', others 'Something went wrong'. */
  abort(): void
  /** After a rejection: aborts the pending RPC requests that are not safe reads; safe ones go on. */
  abortUnsafeRpcRequests(): void
  /** Shows the frame (its approval UI) over the page, or hides it again. */
  show(): void
  hide(): void
  stats(): FrameTransportStats
  destroy(): void
}

interface Pending {
  name: FrameEventName
  method: string | undefined
  resolve(value: unknown): void
  reject(error: FrameError): void
  timers: ReturnType<typeof setTimeout>[]
}

/**
 * Mounts the secure site's frame (fixed, hidden, very high z-index) and talks to it: messages go
 * only to the secure site's origin, and only messages from that origin and from the frame's own
 * window that pass their schema are read; the rest are dropped and counted.
 *
 * @example
 * const transport = createFrameTransport({ secureSiteUrl: 'http://localhost:5174', projectId, chainId: 1 })
 * const { action } = await transport.request('CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export function createFrameTransport(options: FrameTransportOptions): FrameTransport {
  const win = options.window ?? window
  const origin = new URL(options.secureSiteUrl).origin
  const iframe = createSecureIframe(win, options)

  const stats: FrameTransportStats = {
    accepted: 0,
    droppedOrigin: 0,
    droppedSource: 0,
    droppedSchema: 0,
    unmatched: 0,
  }
  const pending = new Map<string, Pending>()
  let readyTimer: ReturnType<typeof setTimeout> | undefined
  let markReady: () => void = () => {}
  let failReady: (error: FrameError) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failReady = reject
  })
  ready.catch(() => {})

  iframe.addEventListener('error', () =>
    failReady(
      new FrameError('FRAME_LOAD_FAILED', FRAME_MESSAGES.loadFailed, { messageId: 'errorFrameLoadFailed' }),
    ),
  )

  const settle = (id: string) => {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    for (const timer of entry.timers) clearTimeout(timer)
    return entry
  }

  const abortEntry = (id: string, entry: Pending) => {
    // The Farcaster URI request is left to finish on its own.
    if (entry.name === 'GET_FARCASTER_URI') return
    settle(id)
    entry.reject(
      entry.name === 'RPC_REQUEST'
        ? new FrameError('FRAME_REQUEST_ABORTED', FRAME_MESSAGES.rpcAborted, {
            messageId: 'errorRequestAborted',
          })
        : new FrameError('FRAME_REQUEST_ABORTED', FRAME_MESSAGES.aborted, {
            messageId: 'somethingWentWrong',
          }),
    )
  }
  const abort = () => {
    for (const [id, entry] of [...pending]) abortEntry(id, entry)
  }
  const timeOut = (reason: FrameTimeoutReason) => {
    options.onTimeout?.(reason)
    abort()
  }

  const onMessage = (event: MessageEvent) =>
    readMessage(event, {
      origin,
      iframe,
      stats,
      pending,
      settle,
      onReady: () => {
        readyTimer ??= setTimeout(markReady, FRAME_READY_DELAY_MS)
      },
      onSessionUpdate: options.onSessionUpdate,
    })
  win.addEventListener('message', onMessage)
  win.document.body.appendChild(iframe)

  const link: RequestLink = { origin, iframe, ready, pending, settle, timeOut }
  const request = <N extends FrameEventName>(name: N, payload: RequestPayload<N>) =>
    sendRequest(link, name, payload)

  return {
    iframe,
    ready,
    request,
    abort,
    abortUnsafeRpcRequests() {
      for (const [id, entry] of [...pending])
        if (entry.name === 'RPC_REQUEST' && !isSafeRpcMethod(entry.method ?? '')) abortEntry(id, entry)
    },
    show() {
      iframe.style.display = 'block'
    },
    hide() {
      iframe.style.display = 'none'
    },
    stats: () => ({ ...stats }),
    destroy() {
      abort()
      if (readyTimer) clearTimeout(readyTimer)
      win.removeEventListener('message', onMessage)
      iframe.remove()
    },
  }
}

/** The secure site's frame page (`<secureSiteUrl>/sdk`, the page's settings in its URL), hidden until shown. */
function createSecureIframe(win: Window, options: FrameTransportOptions): HTMLIFrameElement {
  const base = new URL(options.secureSiteUrl)
  const src = new URL(`${base.href.replace(/\/$/, '')}/sdk`)
  src.search = new URLSearchParams({
    projectId: options.projectId,
    chainId: String(options.chainId),
    version: options.version ?? '',
    enableLogger: String(options.enableLogger ?? false),
    ...(isFrameLocale(options.locale) ? { locale: options.locale } : {}),
    ...(options.passkeyGrace ? { passkeyGrace: String(Math.trunc(options.passkeyGrace)) } : {}),
  }).toString()

  const iframe = win.document.createElement('iframe')
  iframe.id = 'foyer-secure-frame'
  iframe.title = 'Secure wallet'
  iframe.src = src.href
  // The secure site's own passkeys: a cross-origin frame may use WebAuthn only where the page allows it.
  // Copy on its cards (the exported key, the recovery kit) writes the clipboard, also only where allowed.
  iframe.allow = 'publickey-credentials-create; publickey-credentials-get; clipboard-write'
  Object.assign(iframe.style, {
    position: 'fixed',
    zIndex: '2147483647',
    display: 'none',
    border: 'none',
    inset: '0',
    width: '100%',
    height: '100%',
    colorScheme: 'normal',
  })

  return iframe
}

/** A request's payload checked against its schema: the two generic texts name what is wrong and where. */
function checkRequest<N extends FrameEventName>(name: N, payload: RequestPayload<N>): unknown {
  const checked = requestSchemas[name].safeParse(payload)
  if (!checked.success) {
    const path = checked.error.issues[0]?.path ?? []
    // The two generic validation texts: nothing where a value belongs, or a value of the wrong form.
    const value = path.reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined),
      payload,
    )
    const missing = value === undefined
    throw new FrameError('FRAME_INVALID_REQUEST', missing ? 'Required' : 'Invalid input', {
      details: `${name}: ${path.join('.') || 'payload'}`,
      messageId: missing ? 'errorRequired' : 'errorInvalidInput',
    })
  }
  return checked.data
}

interface MessageTarget {
  origin: string
  iframe: HTMLIFrameElement
  stats: FrameTransportStats
  pending: Map<string, Pending>
  settle(id: string): Pending | undefined
  onReady(): void
  onSessionUpdate: ((token: string) => void) | undefined
}

/**
 * One message posted to the page: only the frame's own window on the secure site's origin, and only
 * what passes its schema, is read (the rest is dropped and counted); a reply settles its request.
 */
function readMessage(event: MessageEvent, target: MessageTarget): void {
  const { stats } = target
  if (event.origin !== target.origin) {
    stats.droppedOrigin++
    return
  }
  if (!target.iframe.contentWindow || event.source !== target.iframe.contentWindow) {
    stats.droppedSource++
    return
  }
  const parsed = frameEventSchema.safeParse(event.data)
  if (!parsed.success) {
    stats.droppedSchema++
    return
  }
  stats.accepted++
  const message = parsed.data as FrameEvent
  if (message.type === FRAME_READY) {
    target.onReady()
    return
  }
  if (message.type === FRAME_SESSION_UPDATE) {
    target.onSessionUpdate?.(message.payload.token)
    return
  }
  const kind = replyKindOf(message.type)
  const entry = kind && target.pending.get(message.id)
  if (!kind || !entry || entry.name !== kind.name) {
    stats.unmatched++
    return
  }
  target.settle(message.id)
  if (kind.ok) entry.resolve(message.payload)
  else {
    entry.reject(frameReplyError(message.payload as FrameErrorPayload))
  }
}

/** What a request needs of its transport: the frame, its readiness, the requests on their way. */
interface RequestLink {
  origin: string
  iframe: HTMLIFrameElement
  ready: Promise<void>
  pending: Map<string, Pending>
  settle(id: string): Pending | undefined
  timeOut(reason: FrameTimeoutReason): void
}

/**
 * One request to the frame: checked, sent once the frame is ready, answered by its reply; a frame
 * that does not load, or a reply that does not come, ends it with the timeout's reason.
 */
async function sendRequest<N extends FrameEventName>(
  link: RequestLink,
  name: N,
  payload: RequestPayload<N>,
): Promise<ResponsePayload<N>> {
  const { pending, settle, timeOut } = link
  const checked = checkRequest(name, payload)
  const id = randomId()
  const method = name === 'RPC_REQUEST' ? (payload as { method: string }).method : undefined
  return new Promise<ResponsePayload<N>>((resolve, reject) => {
    const entry: Pending = {
      name,
      method,
      resolve: resolve as (value: unknown) => void,
      reject,
      timers: [],
    }
    pending.set(id, entry)
    if (!NO_READINESS_TIMEOUT.has(name))
      entry.timers.push(setTimeout(() => timeOut('iframe_load_failed'), FRAME_READY_TIMEOUT_MS))
    link.ready.then(
      () => {
        if (pending.get(id) !== entry) return
        const target = link.iframe.contentWindow
        if (!target) {
          settle(id)
          reject(
            new FrameError('FRAME_NOT_SET', FRAME_MESSAGES.iframeNotSet, { messageId: 'errorFrameNotSet' }),
          )
          return
        }
        for (const timer of entry.timers.splice(0)) clearTimeout(timer)
        if (REQUEST_TIMEOUT_EVENTS.has(name))
          entry.timers.push(setTimeout(() => timeOut('iframe_request_timeout'), FRAME_REQUEST_TIMEOUT_MS))
        target.postMessage({ type: FRAME_EVENTS[name].app, payload: checked, id }, link.origin)
      },
      (error: FrameError) => {
        if (!settle(id)) return
        reject(error)
      },
    )
  })
}
