import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { WebSocketServer } from 'ws'
import { InvalidOptionError, PortBusyError } from '../errors.js'
import { RpcErrorCode, rpcError } from '../rpc/codes.js'
import { ClientConnection } from './connection.js'
import { dispatchFrame, type ErrorReporter } from './dispatch.js'
import { startHeartbeat } from './heartbeat.js'
import { DEFAULT_RELAY_LIMITS } from './limits.js'
import { Mailbox } from './mailbox.js'
import {
  HEARTBEAT_INTERVAL_MS,
  listenSchema,
  MAX_PAYLOAD_BYTES,
  type RelayServerOptions,
  SWEEP_INTERVAL_MS,
  validateServerOptions,
} from './options.js'
import { TopicRegistry } from './topics.js'
import { checkUpgrade, refuseTooMany, refuseUpgrade } from './upgrade.js'

export interface ListenOptions {
  /** 0 picks a free port. */
  port: number
  host: string
}

/** A relay not yet (or no longer) listening; `listen` starts it, `close` stops it but leaves the store open. */
export interface RelayServer {
  readonly httpServer: Server
  listen(options: ListenOptions): Promise<string>
  /** ws://host:port once listening. */
  readonly url: string | undefined
  /** Open client websockets. */
  readonly connectionCount: number
  close(): Promise<void>
}

/** Builds a relay over a mailbox store; tests use it with an in-memory or PGlite store and port 0. */
export function createRelayServer(options: RelayServerOptions): RelayServer {
  validateServerOptions(options)
  const now = options.now ?? Date.now
  const report: ErrorReporter = options.onError ?? (() => {})
  const topics = new TopicRegistry()
  const limits = options.limits ?? DEFAULT_RELAY_LIMITS
  const mailbox = new Mailbox({
    store: options.store,
    topics,
    now,
    limits,
    cluster: options.cluster,
    onError: report,
  })
  const connectionsPerAddress = new RateLimiterMemory({ points: limits.connectionsPerMinute, duration: 60 })
  const connections = new Set<ClientConnection>()
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxPayloadBytes ?? MAX_PAYLOAD_BYTES,
  })
  let url: string | undefined
  let stopTimers = () => {}

  const httpServer = createServer((request, response) => {
    if (request.url === '/health') {
      const ready = options.isReady?.() ?? true
      // The open sockets count shows an operator (and the cluster test) where clients landed.
      response
        .writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify(ready ? { status: 'ok', connections: connections.size } : { status: 'starting' }))
      return
    }
    response.writeHead(426, { 'content-type': 'text/plain' }).end('Foyer relay: connect with a WebSocket')
  })

  httpServer.on('upgrade', async (request, socket, head) => {
    socket.on('error', () => socket.destroy())
    try {
      await connectionsPerAddress.consume(request.socket.remoteAddress ?? 'unknown')
    } catch {
      refuseTooMany(socket, limits.connectionsPerMinute)
      return
    }
    const check = checkUpgrade(request, now())
    if (!check.ok) {
      refuseUpgrade(socket, check.error)
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const connection = new ClientConnection(ws, check.claims.iss)
      connections.add(connection)
      options.onConnection?.({ type: 'open', clientId: connection.clientId })
      ws.on('pong', () => {
        connection.alive = true
      })
      const failed = (error: unknown) => report(error, 'dispatch')
      ws.on('message', (data, isBinary) => {
        connection.alive = true
        if (isBinary) {
          connection.send(
            rpcError(null, RpcErrorCode.invalidRequest, 'Invalid request: send JSON-RPC as text frames'),
          )
          return
        }
        // ws hands text frames over as a Buffer (binaryType 'nodebuffer'); the rest is for completeness.
        const text = Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Array.isArray(data)
            ? Buffer.concat(data).toString('utf8')
            : Buffer.from(data).toString('utf8')
        // In order: at once when no earlier frame of the socket is still being handled (publishes and
        // acks, most frames, are done when dispatchFrame returns), else after the earlier ones.
        const dispatch = () => dispatchFrame(connection, mailbox, text, report)
        if (connection.waiting > 0) connection.wait(connection.queue.then(dispatch), failed)
        else {
          try {
            const pending = dispatch()
            if (pending) connection.wait(pending, failed)
          } catch (error) {
            failed(error)
          }
        }
      })
      // Too-large frames and protocol errors end up here; the close event cleans up.
      ws.on('error', () => {})
      ws.on('close', (code) => {
        connections.delete(connection)
        mailbox.disconnect(connection)
        options.onConnection?.({
          type: 'close',
          clientId: connection.clientId,
          code,
          dropped: connection.dropped,
        })
      })
    })
  })

  function sweep(): void {
    mailbox.purgeExpired().catch((error) => report(error, 'sweep'))
  }

  return {
    httpServer,
    get url() {
      return url
    },
    get connectionCount() {
      return connections.size
    },
    listen(listenOptions) {
      const parsed = listenSchema.safeParse(listenOptions)
      if (!parsed.success) {
        return Promise.reject(
          new InvalidOptionError(
            parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
          ),
        )
      }
      const { port, host } = parsed.data
      return new Promise<string>((resolve, reject) => {
        const onError = (error: NodeJS.ErrnoException) => {
          reject(error.code === 'EADDRINUSE' ? new PortBusyError(port, { cause: error }) : error)
        }
        httpServer.once('error', onError)
        httpServer.listen(port, host, () => {
          httpServer.off('error', onError)
          const address = httpServer.address() as AddressInfo
          url = `ws://${host.includes(':') ? `[${host}]` : host}:${address.port}`
          const sweeping = setInterval(sweep, options.sweepIntervalMs ?? SWEEP_INTERVAL_MS)
          sweeping.unref()
          const stopHeartbeat = startHeartbeat(
            connections,
            options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
          )
          stopTimers = () => {
            clearInterval(sweeping)
            stopHeartbeat()
          }
          resolve(url)
        })
      })
    },
    async close() {
      stopTimers()
      stopTimers = () => {}
      // Drain: stop accepting first, so clients that reconnect (the SDKs do on any close) reach
      // another instance behind the load balancer, then close their sockets (1001 going away).
      const stopped = httpServer.listening
        ? new Promise<void>((resolve) => httpServer.close(() => resolve()))
        : Promise.resolve()
      for (const connection of connections) connection.socket.close(1001, 'Relay shutting down')
      // Pending frames of closing clients may still touch the store; let them finish first.
      await Promise.all([...connections].map((c) => c.queue.then(() => c.published)))
      await mailbox.flushAcks()
      for (const connection of connections) connection.socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      httpServer.closeAllConnections()
      await stopped
      url = undefined
    },
  }
}
