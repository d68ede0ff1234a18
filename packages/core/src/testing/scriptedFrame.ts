import type * as Frame from '@foyer/frame'
import { FAKE_ADDRESS } from './fakeAdapter.js'

/** Answers one frame request: a value, a promise (to hold the step), or a throw (the frame's error). */
export type ScriptedFrameHandler = (payload: unknown) => unknown

/**
 * The secure site's frame, scripted, for tests of the embedded wallet's views on the real flow. Each
 * request goes to `handlers[name]` (an unknown name answers undefined) and is recorded. Swap it in
 * for the real frame by mocking '@foyer/frame' with {@link scriptedFrameModule}:
 *
 * @example
 * const frame = await vi.hoisted(async () => (await import('@foyer/core/testing')).createScriptedFrame())
 * vi.mock('@foyer/frame', async (original) =>
 *   (await import('@foyer/core/testing')).scriptedFrameModule(await original<object>(), frame))
 */
export interface ScriptedFrame {
  handlers: Record<string, ScriptedFrameHandler>
  readonly requests: { name: string; payload: unknown }[]
  /** The payloads of one request name, in order. */
  payloadsOf(name: string): unknown[]
  /** Back to the default answers (beforeEach): an email login of ada@example.com at FAKE_ADDRESS. */
  reset(): void
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
    reset() {
      frame.handlers = defaults()
      frame.requests.length = 0
    },
  }
  return frame
}

/**
 * '@foyer/frame' with `frame` in place of the secure site's page: the rest of the module (`actual`,
 * the real one) stays as it is.
 */
export function scriptedFrameModule(actual: object, frame: ScriptedFrame): object {
  const createFrameTransport: typeof Frame.createFrameTransport = () => ({
    iframe: document.createElement('iframe'),
    ready: Promise.resolve(),
    async request(name, payload) {
      frame.requests.push({ name, payload })
      return (await frame.handlers[name]?.(payload)) as never
    },
    abort() {},
    abortUnsafeRpcRequests() {},
    show() {},
    hide() {},
    stats: () => ({ accepted: 0, droppedOrigin: 0, droppedSource: 0, droppedSchema: 0, unmatched: 0 }),
    destroy() {},
  })
  return { ...actual, createFrameTransport }
}
