/**
 * The secure site's frame, scripted: each request goes to a handler the test sets in `frame.handlers`.
 * It imports nothing of core, so a test file can load it in vi.hoisted and mock '@foyer/frame' with it:
 *
 *   const { frame, scriptedFrameModule } = await vi.hoisted(async () => {
 *     const m = await import('./_test/scriptedTransport.js')
 *     return { frame: m.newScriptedFrame(), scriptedFrameModule: m.scriptedFrameModule }
 *   })
 *   vi.mock('@foyer/frame', async (importOriginal) => scriptedFrameModule(await importOriginal(), frame))
 */
type Handler = (payload: unknown) => unknown
/** What the scripted frame answers and what it saw; each test file holds one (vi.hoisted). */
export interface ScriptedFrame {
  handlers: Record<string, Handler>
  requests: { name: string; payload: unknown }[]
  shown: boolean
  aborted: number
  created: number
  failReady: boolean
}

export const newScriptedFrame = (): ScriptedFrame => ({
  handlers: {},
  requests: [],
  shown: false,
  aborted: 0,
  created: 0,
  failReady: false,
})

/** '@foyer/frame' with a scripted transport in place of the real frame. */
export function scriptedFrameModule(actual: typeof import('@foyer/frame'), frame: ScriptedFrame) {
  return {
    ...actual,
    createFrameTransport: () => {
      frame.created++
      return {
        iframe: document.createElement('div'),
        ready: frame.failReady
          ? Promise.reject(
              new actual.FrameError('FRAME_LOAD_FAILED', 'Unable to load email login dependency'),
            )
          : Promise.resolve(),
        async request(name: string, payload: unknown) {
          frame.requests.push({ name, payload })
          const handler = frame.handlers[name]
          if (!handler) return undefined
          return handler(payload)
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
        stats: () => ({}),
        destroy() {},
      }
    },
  }
}
