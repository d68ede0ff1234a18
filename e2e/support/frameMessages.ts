import type { Page } from 'playwright-core'

/** The frame's answer to one message: its success or error reply's payload. */
export type FrameReply =
  | { ok: true; payload: unknown }
  | { ok: false; payload: { code?: string; message?: string } }

/**
 * What a script on the page (XSS) can do with the secure site's frame: post one request of the hosted
 * kit's wire format (`@w3m-app/<NAME>`) to it, as the page's own transport does, and read the reply
 * (`@w3m-frame/<NAME>_SUCCESS` or `_ERROR` with the same id) from the page's window. Resolves with the
 * reply, or with `undefined` when none came within `timeoutMs`.
 */
export function postToFrame(
  page: Page,
  name: string,
  payload: unknown,
  timeoutMs = 15_000,
): Promise<FrameReply | undefined> {
  return page.evaluate(
    ([name, payload, timeoutMs]) =>
      new Promise<FrameReply | undefined>((resolve) => {
        const frame = document.getElementById('foyer-secure-frame') as HTMLIFrameElement | null
        if (!frame?.contentWindow) throw new Error('No secure frame on the page')
        const target = new URL(frame.src).origin
        const id = `xss-${crypto.randomUUID()}`
        const done = (reply: FrameReply | undefined) => {
          window.removeEventListener('message', listen)
          clearTimeout(timer)
          resolve(reply)
        }
        const listen = (event: MessageEvent) => {
          const data = event.data as { type?: string; id?: string; payload?: never }
          if (event.origin !== target || data?.id !== id) return
          if (data.type === `@w3m-frame/${name}_SUCCESS`) done({ ok: true, payload: data.payload })
          if (data.type === `@w3m-frame/${name}_ERROR`) done({ ok: false, payload: data.payload ?? {} })
        }
        const timer = setTimeout(() => done(undefined), timeoutMs)
        window.addEventListener('message', listen)
        frame.contentWindow.postMessage({ type: `@w3m-app/${name}`, payload, id }, target)
      }),
    [name, payload, timeoutMs] as const,
  )
}
