import type { Socket } from 'node:net'
import { WebSocket } from 'ws'
import { createRelayClientKey, signRelayJwt } from '../auth/sign-jwt.js'

/** A frame's mask of zeros: ws then skips masking the payload (the relay unmasks it either way). */
const zeroMask = (mask: Buffer) => {
  mask.fill(0)
}
const ANSWER_TRUE = ',"jsonrpc":"2.0","result":true}'
const PUSH = ',"jsonrpc":"2.0","method":"irn_subscription","params":'
const MESSAGE_KEY = '"message":"'

/** TCP sockets written to in this turn of the event loop: each gets one write once the turn's reads are done. */
const corked = new Set<Socket>()
function uncorkAll(): void {
  for (const socket of corked) socket.uncork()
  corked.clear()
}

/**
 * The bench's load generator: a relay client that costs as little CPU as it can, so that on a machine
 * it shares with the relay and PostgreSQL, the relay's figures are not the client's. Frames it sends
 * are built from templates (no JSON.stringify of objects), its frames carry a mask of zeros, and it
 * reads the relay's answers and pushes by their known shape, falling back to JSON.parse for anything
 * else (an error, another build's relay). What one socket sends in a turn of the event loop (an ack
 * and the next publish) leaves in one write. RawRelayClient (src/testing) is the client tests use.
 */
export class BenchClient {
  readonly socket: WebSocket
  readonly #answers = new Map<number, (error: string | undefined) => void>()
  #nextId = 1
  /** Each push's message text, once it is acked. */
  onPush: (message: string) => void = () => {}

  private constructor(socket: WebSocket) {
    this.socket = socket
    socket.on('message', (data) => this.#onFrame(String(data)))
  }

  /** Connects with a valid auth token for a fresh identity. */
  static connect(url: string): Promise<BenchClient> {
    const auth = signRelayJwt({ key: createRelayClientKey(), aud: url })
    const socket = new WebSocket(`${url}/?auth=${auth}&projectId=bench&ua=foyer-bench`, {
      generateMask: zeroMask,
      skipUTF8Validation: true,
    })
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new BenchClient(socket)))
      socket.once('error', reject)
    })
  }

  /** Subscribes to a topic (64 hex characters); rejects with the relay's error. */
  async subscribe(topic: string): Promise<void> {
    const error = await this.#send(
      (id) => `{"id":${id},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
    )
    if (error !== undefined) throw new Error(`subscribe failed: ${error}`)
  }

  /** Publishes `message` to `topic` (64 hex characters); resolves the relay's error message, if any. */
  publish(topic: string, message: string): Promise<string | undefined> {
    const text = JSON.stringify(message)
    return this.#send(
      (id) =>
        `{"id":${id},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${topic}","message":${text},"ttl":300,"tag":1108}}`,
    )
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve()
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }

  #send(frame: (id: number) => string): Promise<string | undefined> {
    const id = this.#nextId++
    return new Promise((resolve) => {
      this.#answers.set(id, resolve)
      this.#write(frame(id))
    })
  }

  #write(text: string): void {
    // ws keeps the TCP socket as _socket.
    const tcp = (this.socket as unknown as { _socket?: Socket })._socket
    if (tcp && !corked.has(tcp)) {
      if (corked.size === 0) setImmediate(uncorkAll)
      tcp.cork()
      corked.add(tcp)
    }
    this.socket.send(text)
  }

  #onFrame(text: string): void {
    // The relay writes `{"id":<number>,"jsonrpc":"2.0",...`: its answers `result: true` and its pushes.
    const comma = text.indexOf(',')
    if (text.startsWith('{"id":') && comma > 6) {
      const id = Number(text.slice(6, comma))
      if (text.length === comma + ANSWER_TRUE.length && text.endsWith(ANSWER_TRUE)) {
        this.#answer(id, undefined)
        return
      }
      if (text.startsWith(PUSH, comma)) {
        const start = text.indexOf(MESSAGE_KEY, comma + PUSH.length) + MESSAGE_KEY.length
        const end = text.indexOf('"', start)
        const message = text.slice(start, end)
        // A message with an escape is read whole (the bench's never have one).
        if (start >= MESSAGE_KEY.length && !message.includes('\\')) {
          this.#push(id, message)
          return
        }
      }
    }
    this.#parsed(JSON.parse(text) as ParsedFrame)
  }

  #parsed(frame: ParsedFrame): void {
    if (frame.method === 'irn_subscription' && typeof frame.id === 'number') {
      this.#push(frame.id, String(frame.params?.data?.message))
      return
    }
    if (typeof frame.id !== 'number') return
    this.#answer(frame.id, frame.error ? String(frame.error.message) : undefined)
  }

  #push(id: number, message: string): void {
    this.#write(`{"id":${id},"jsonrpc":"2.0","result":true}`)
    this.onPush(message)
  }

  #answer(id: number, error: string | undefined): void {
    const resolve = this.#answers.get(id)
    if (!resolve) return
    this.#answers.delete(id)
    resolve(error)
  }
}

interface ParsedFrame {
  id?: unknown
  method?: string
  params?: { data?: { message?: unknown } }
  error?: { message?: unknown }
}
