import { FRAME_MESSAGES, FrameError, type FrameErrorPayload, frameReplyError } from '@foyer/frame'
import type { FrameTransportFactory } from '../instance/foyerOptions.js'
import { FAKE_ADDRESS } from './fakeAdapter.js'

/** Answers one frame request: a value, a promise (to hold the step), or a throw (the frame's error). */
export type ScriptedFrameHandler = (payload: unknown) => unknown

/**
 * The secure site's frame, scripted, for tests of the embedded wallet's views on the real flow. Each
 * request goes to `handlers[name]` (an unknown name answers undefined) and is recorded. An instance
 * uses it in place of the real frame when its options name `transport`:
 *
 * @example
 * const frame = createScriptedFrame()
 * const foyer = createFoyer({ networks, adapters, embeddedWallet: { frameTransport: frame.transport } })
 */
export interface ScriptedFrame {
  handlers: Record<string, ScriptedFrameHandler>
  readonly requests: { name: string; payload: unknown }[]
  /** The payloads of one request name, in order. */
  payloadsOf(name: string): unknown[]
  /** Transports made: the flow drops a frame that never loaded and makes a new one. */
  created: number
  /** The options the last transport was made with (its URL's values: language, chain). */
  options: Parameters<FrameTransportFactory>[0] | undefined
  /** Whether the frame is shown (the visitor approves a request in it). */
  shown: boolean
  /** How often the page aborted the signing requests under way (after a rejection). */
  aborted: number
  /** Transports made while it is true never load ('Unable to load email login dependency'). */
  failReady: boolean
  /** Back to the default answers (beforeEach): an email login of ada@example.com at FAKE_ADDRESS. */
  reset(): void
  /**
   * Makes `name` fail as the secure site refuses it: `reply` is the error payload its frame posts
   * (text, code, values), turned into the page's error as the real transport does.
   */
  refuse(name: string, reply: FrameErrorPayload): void
  /** The transport for createFoyer's `embeddedWallet.frameTransport`: each one made talks to this frame. */
  readonly transport: FrameTransportFactory
}

/** The user GET_USER answers by default, on the chain the page asks for. */
export const SCRIPTED_FRAME_USER = { email: 'ada@example.com', address: FAKE_ADDRESS }

const defaults = (): Record<string, ScriptedFrameHandler> => ({
  CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
  GET_USER: (payload) => ({
    ...SCRIPTED_FRAME_USER,
    chainId: (payload as { chainId?: number })?.chainId ?? 1,
  }),
  IS_CONNECTED: () => ({ isConnected: false }),
  SWITCH_NETWORK: (payload) => payload,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
})

export function createScriptedFrame(): ScriptedFrame {
  const frame: ScriptedFrame = {
    handlers: defaults(),
    requests: [],
    payloadsOf: (name) => frame.requests.filter((r) => r.name === name).map((r) => r.payload),
    created: 0,
    options: undefined,
    shown: false,
    aborted: 0,
    failReady: false,
    refuse(name, reply) {
      frame.handlers[name] = async () => {
        throw frameReplyError(reply)
      }
    },
    reset() {
      frame.handlers = defaults()
      frame.requests.length = 0
      Object.assign(frame, { created: 0, options: undefined, shown: false, aborted: 0, failReady: false })
    },
    transport: (options) => createTransport(frame, options),
  }
  return frame
}

/** One transport to `frame`, as `createFrameTransport` makes one to the secure site's page. */
function createTransport(frame: ScriptedFrame, options: Parameters<FrameTransportFactory>[0]) {
  frame.created++
  frame.options = options
  const ready = frame.failReady
    ? Promise.reject(
        new FrameError('FRAME_LOAD_FAILED', FRAME_MESSAGES.loadFailed, {
          messageId: 'errorFrameLoadFailed',
        }),
      )
    : Promise.resolve()
  // Not a failure of its own until the flow awaits it.
  ready.catch(() => undefined)
  return {
    iframe: document.createElement('iframe'),
    ready,
    async request(name, payload) {
      frame.requests.push({ name, payload })
      return (await frame.handlers[name]?.(payload)) as never
    },
    abort() {},
    abortUnsafeRpcRequests() {
      frame.aborted++
    },
    show() {
      frame.shown = true
    },
    hide() {
      frame.shown = false
    },
    stats: () => ({ accepted: 0, droppedOrigin: 0, droppedSource: 0, droppedSchema: 0, unmatched: 0 }),
    destroy() {},
  } satisfies ReturnType<FrameTransportFactory>
}
