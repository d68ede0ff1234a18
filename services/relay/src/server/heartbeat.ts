import type { ClientConnection } from './connection.js'

/** The heartbeat pings its sockets in this many slices, spread over its interval. */
const SLICES = 16

/**
 * Every `intervalMs`, pings each socket and terminates the ones that sent nothing (no pong, no frame)
 * since their previous ping. The sockets go a slice at a time, one slice every intervalMs / SLICES:
 * pinging a thousand at once (a socket write each) held the event loop for tens of ms every 15 s,
 * which was the bench's worst publish-to-push latency. Returns a function that stops it.
 */
export function startHeartbeat(connections: ReadonlySet<ClientConnection>, intervalMs: number): () => void {
  let tick = 0
  const timer = setInterval(() => {
    const slice = tick++ % SLICES
    for (const connection of connections) {
      if (connection.heartbeatSlice !== slice) continue
      if (!connection.alive) {
        connection.dropped = true
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, intervalMs / SLICES)
  timer.unref()
  return () => clearInterval(timer)
}

let nextSlice = 0

/** The heartbeat slice of the next socket: sockets take them in turn, so the slices stay even. */
export function takeHeartbeatSlice(): number {
  nextSlice = (nextSlice + 1) % SLICES
  return nextSlice
}
