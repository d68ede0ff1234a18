// How the stack tells whether a port is free, whether a service listens, and whether it answers.
import { readFileSync } from 'node:fs'
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

/**
 * The addresses a TCP port is listened on, from the kernel's tables (Linux): `['127.0.0.1']` for a
 * loopback-only service, `['0.0.0.0']` or `['::']` for one reachable from every interface.
 * @param {number} port
 * @returns {string[]}
 */
export function listeningAddresses(port) {
  const found = []
  for (const [file, v6] of [
    ['/proc/net/tcp', false],
    ['/proc/net/tcp6', true],
  ]) {
    let table = ''
    try {
      table = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    for (const line of table.trim().split('\n').slice(1)) {
      const [, local = '', , state] = line.trim().split(/\s+/)
      const [hex = '', portHex = ''] = local.split(':')
      // 0A: LISTEN. Addresses are written as 32-bit words in the host's (little-endian) byte order.
      if (state !== '0A' || Number.parseInt(portHex, 16) !== port) continue
      const bytes = (hex.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16))
      const words = Array.from({ length: bytes.length / 4 }, (_, i) =>
        bytes.slice(i * 4, i * 4 + 4).reverse(),
      )
      const ordered = words.flat()
      if (!v6) found.push(ordered.join('.'))
      else {
        const groups = Array.from({ length: 8 }, (_, i) =>
          ((ordered[i * 2] ?? 0) * 256 + (ordered[i * 2 + 1] ?? 0)).toString(16),
        )
        found.push(new URL(`http://[${groups.join(':')}]`).hostname.slice(1, -1))
      }
    }
  }
  return found
}
