import { WebSocket } from 'ws'
import { createRelayClientKey, type RelayClientKey, signRelayJwt } from '../auth/sign-jwt.js'

/** A server push (irn_subscription) as a raw client sees it. */
export interface Push {
  id: number
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number } }
}

/** A JSON-RPC answer. */
export interface Answer {
  id: number | string | null
  result?: unknown
  error?: { code: number; message: string }
}

/**
 * A bare websocket JSON-RPC client of the relay, for tests and the bench: no SDK, every frame visible.
 * Pushes are not acked automatically unless `autoAck` is set.
 */
export class RawRelayClient {
  readonly socket: WebSocket
  readonly key: RelayClientKey
  readonly pushes: Push[] = []
  readonly #answers = new Map<number | string | null, (answer: Answer) => void>()
  readonly #pushWaiters: Array<(push: Push) => void> = []
  #nextId = 1
  autoAck: boolean
  /** Called for each push (after it is queued); the bench measures latency here. */
  onPush: ((push: Push) => void) | undefined

  private constructor(socket: WebSocket, key: RelayClientKey, autoAck: boolean) {
    this.socket = socket
    this.key = key
    this.autoAck = autoAck
    socket.on('message', (data) => this.#onFrame(String(data)))
  }

  /** Connects with a valid auth token for `key` (a fresh identity by default). */
  static connect(
    url: string,
    options: { key?: RelayClientKey; autoAck?: boolean } = {},
  ): Promise<RawRelayClient> {
    const key = options.key ?? createRelayClientKey()
    const auth = signRelayJwt({ key, aud: url })
    const socket = new WebSocket(`${url}/?auth=${auth}&projectId=test&ua=foyer-raw`)
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RawRelayClient(socket, key, options.autoAck ?? false)))
      socket.once('error', reject)
    })
  }

  get clientId(): string {
    return this.key.clientId
  }

  /** Sends a request and resolves with the answer (result or error). */
  call(method: string, params?: unknown): Promise<Answer> {
    const id = this.#nextId++
    return this.sendRaw(JSON.stringify({ id, jsonrpc: '2.0', method, params }), id)
  }

  /** Sends any text and resolves with the answer carrying `id`. */
  sendRaw(text: string, id: number | string | null = null): Promise<Answer> {
    return new Promise((resolve) => {
      this.#answers.set(id, resolve)
      this.socket.send(text)
    })
  }

  /** Resolves with the next push not yet taken by an earlier call. */
  nextPush(): Promise<Push> {
    const push = this.pushes.shift()
    if (push) return Promise.resolve(push)
    return new Promise((resolve) => this.#pushWaiters.push(resolve))
  }

  ack(push: Push): void {
    this.socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve()
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }

  #onFrame(text: string): void {
    const frame = JSON.parse(text) as Answer & { method?: string; params?: Push['params'] }
    if (frame.method === 'irn_subscription' && frame.params && typeof frame.id === 'number') {
      const push: Push = { id: frame.id, params: frame.params }
      if (this.autoAck) this.ack(push)
      this.onPush?.(push)
      const waiter = this.#pushWaiters.shift()
      if (waiter) waiter(push)
      else this.pushes.push(push)
      return
    }
    const answer = this.#answers.get(frame.id)
    if (answer) {
      this.#answers.delete(frame.id)
      answer(frame)
    }
  }
}

/** A random 32-byte hex topic. */
export function randomTopic(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
}
