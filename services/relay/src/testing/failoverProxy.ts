import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP stand-in for the load balancer in unit tests (the browser tests use nginx): each new
 * connection goes to the first backend that accepts it, so clients move on when one instance dies.
 */
export async function startFailoverProxy(backends: () => readonly number[]): Promise<{
  port: number
  close(): Promise<void>
}> {
  const sockets = new Set<Socket>()
  const tryBackend = (client: Socket, ports: readonly number[]) => {
    const [port, ...rest] = ports
    if (port === undefined) {
      client.destroy()
      return
    }
    const upstream = connect(port, '127.0.0.1')
    upstream.once('error', () => {
      upstream.destroy()
      if (!client.destroyed) tryBackend(client, rest)
    })
    upstream.once('connect', () => {
      sockets.add(upstream)
      upstream.removeAllListeners('error')
      upstream.on('error', () => client.destroy())
      client.on('error', () => upstream.destroy())
      upstream.on('close', () => client.destroy())
      client.on('close', () => upstream.destroy())
      client.pipe(upstream)
      upstream.pipe(client)
    })
  }
  const server: Server = createServer((client) => {
    sockets.add(client)
    // Paused until a backend is connected: pipe() resumes it, so the upgrade request is not lost.
    client.pause()
    tryBackend(client, backends())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
