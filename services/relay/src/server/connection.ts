import type { WebSocket } from 'ws'
import { takeHeartbeatSlice } from './heartbeat.js'

/** A message pushed to a client and not acknowledged yet. */
export interface InFlight {
  messageId: string
  topic: string
  sender: string
}

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
  /** The socket's latest ack being written (Mailbox.onResponse). */
  acked: Promise<void> = Promise.resolve()
  /** The socket's latest publish being stored and answered (its earlier ones are done before it). */
  published: Promise<void> = Promise.resolve()

  constructor(socket: WebSocket, clientId: string) {
    this.socket = socket
    this.clientId = clientId
  }

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN
  }

  send(payload: unknown): void {
    if (this.open) this.socket.send(JSON.stringify(payload))
  }
}
