// How the stack tells whether a port is free, whether a service listens, and whether it answers.
import { createConnection, createServer } from 'node:net'

/** Whether nothing listens on the port (on any address). */
export function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    // Listening on the wildcard conflicts with any listener on 127.0.0.1, ::1 or the wildcard.
    server.listen({ port, host: '::' }, () => server.close(() => resolve(true)))
  })
}

/** Whether something accepts connections on localhost:port. */
export function accepts(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: 'localhost' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Whether a JSON-RPC server on the port answers `method` with a result. */
export async function answersJsonRpc(port, method) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      signal: AbortSignal.timeout(2000),
    })
    const body = await response.json()
    return body.result !== undefined && body.result !== null
  } catch {
    return false
  }
}
