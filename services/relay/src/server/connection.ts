import type { Socket } from 'node:net'
import type { WebSocket } from 'ws'
import type { Ack } from './ackQueue.js'
import { takeHeartbeatSlice } from './heartbeat.js'

/** Sockets corked by the callback running now, uncorked together once its promise chains are done. */
const corked = new Set<Socket>()

function uncorkAll(): void {
  for (const socket of corked) socket.uncork()
  corked.clear()
}

/** A message pushed to a client and not acknowledged yet: the client's ack, once it comes. */
export type InFlight = Ack

/** Server-side state of one client websocket. */
export class ClientConnection {
  readonly socket: WebSocket
  /** did:key from the client's auth token. */
  readonly clientId: string
  /** topic -> subscription id. */
  readonly subscriptions = new Map<string, string>()
  /** push request id -> message awaiting the client's ack. */
  readonly inFlight = new Map<number, InFlight>()
  /** Ids of messages in flight, so one message is never pushed twice to one socket. */
  readonly inFlightMessages = new Set<string>()
  /** Cleared on each heartbeat, set again by any pong or frame. */
  alive = true
  /** Which of the heartbeat's slices pings this socket. */
  readonly heartbeatSlice = takeHeartbeatSlice()
  /** Set when the heartbeat terminated the socket. */
  dropped = false
  /** Frames of one client are handled in order: publish order is delivery order. */
  queue: Promise<void> = Promise.resolve()
  /** Frames whose handling has not ended yet (`queue` ends with the last of them). */
  waiting = 0
  /** The socket's latest ack being written (Mailbox.onResponse). */
  acked: Promise<void> = Promise.resolve()
  /** The socket's latest publish being stored and answered (its earlier ones are done before it). */
  published: Promise<void> = Promise.resolve()

  constructor(socket: WebSocket, clientId: string) {
    this.socket = socket
    this.clientId = clientId
  }

  /** Makes the socket's next frames wait for `handled` (failures are reported, never thrown). */
  wait(handled: Promise<void>, report: (error: unknown) => void = () => {}): void {
    this.waiting += 1
    this.queue = handled.catch(report).finally(() => {
      this.waiting -= 1
    })
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN
  }

  /**
   * Sends a frame. The frames one callback sends to a socket (a publish's answer and the pushes of
   * the batch just stored) leave in one write: each write is a system call, the largest single cost
   * of a message in the relay's profile.
   */
  send(payload: unknown): void {
    if (!this.open) return
    // ws keeps the TCP socket as _socket; ws corks it around a frame's header and payload itself.
    const tcp = (this.socket as unknown as { _socket?: Socket })._socket
    if (tcp && !corked.has(tcp)) {
      // Once this callback's promise chains are done (a batch's answers and pushes), not a turn later.
      if (corked.size === 0) process.nextTick(uncorkAll)
      tcp.cork()
      corked.add(tcp)
    }
    this.socket.send(JSON.stringify(payload))
  }
}
