// A page window and a frame window that post messages to each other with the browser's origin and
// source rules: postMessage delivers only when the target origin matches the receiver's origin, and
// the receiver sees the sender's origin and window. Simulated (no real iframe or navigation), so the
// tests run without a network; the browser tests exercise the real thing.

type Listener = (event: MessageEvent) => void

export interface FakeWindow {
  origin: string
  parent: FakeWindow
  listeners: Set<Listener>
  addEventListener(type: 'message', listener: Listener): void
  removeEventListener(type: 'message', listener: Listener): void
  postMessage(data: unknown, targetOrigin: string): void
  /** Delivers a message as if `source` at `origin` had posted it here. */
  deliver(data: unknown, origin: string, source: unknown): void
  posted: { data: unknown; targetOrigin: string }[]
  document: FakeDocument
}

interface FakeDocument {
  createElement(tag: 'iframe'): FakeIframe
  body: { appendChild(node: FakeIframe): void }
}

export interface FakeIframe {
  id: string
  title: string
  src: string
  allow: string
  style: Record<string, string>
  contentWindow: FakeWindow | null
  addEventListener(type: 'error', listener: () => void): void
  fail(): void
  remove(): void
}

function fakeWindow(origin: string): FakeWindow {
  const listeners = new Set<Listener>()
  const self: FakeWindow = {
    origin,
    parent: undefined as unknown as FakeWindow,
    listeners,
    posted: [],
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    deliver(data, from, source) {
      const event = Object.assign(new Event('message'), { data, origin: from, source }) as MessageEvent
      for (const listener of [...listeners]) listener(event)
    },
    postMessage() {
      throw new Error('set by the pair')
    },
    document: undefined as unknown as FakeDocument,
  }
  self.parent = self
  return self
}

/** A page at `pageOrigin` whose document creates one frame window at `frameOrigin`. */
export function windowPair(pageOrigin = 'http://app.test', frameOrigin = 'http://secure.test') {
  const page = fakeWindow(pageOrigin)
  const frame = fakeWindow(frameOrigin)
  frame.parent = page
  const errorListeners: (() => void)[] = []
  const iframe: FakeIframe = {
    id: '',
    title: '',
    src: '',
    allow: '',
    style: {},
    contentWindow: frame,
    addEventListener: (_type, listener) => errorListeners.push(listener),
    fail: () => {
      for (const listener of errorListeners) listener()
    },
    remove() {
      iframe.contentWindow = null
    },
  }
  page.document = {
    createElement: () => iframe,
    body: { appendChild: () => {} },
  }
  // Delivery is asynchronous, as in browsers, and honours the target origin.
  const send = (from: FakeWindow, to: FakeWindow) => (data: unknown, targetOrigin: string) => {
    to.posted.push({ data, targetOrigin })
    if (targetOrigin !== '*' && targetOrigin !== to.origin) return
    queueMicrotask(() => to.deliver(structuredClone(data), from.origin, from))
  }
  frame.postMessage = send(page, frame)
  page.postMessage = send(frame, page)
  return { page, frame, iframe }
}
