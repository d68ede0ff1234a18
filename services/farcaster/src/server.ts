import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BodyTooLargeError } from '@foyer/service-kit/body'
import { createTestClient } from './client.js'
import { createRelay } from './relay.js'

/** The relay key of the local stack: a public test value (README), like the devnet's keys. */
export const LOCAL_RELAY_KEY = 'foyer-local-relay-key'

export interface FarcasterOptions {
  relayPort: number
  clientPort: number
  host?: string
  /** Chain 10's RPC URL (the IdRegistry stand-in). */
  rpcUrl: string
  relayKey?: string
  channelTtlMs?: number
}

export interface RunningFarcaster {
  relayUrl: string
  clientUrl: string
  stop(): Promise<void>
}

async function listen(
  port: number,
  host: string,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        // The rest of the body is not read: the connection closes after the answer.
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' })
        return void res.end('{"error":"Payload too large"}')
      }
      console.error(`farcaster: ${req.method} ${req.url?.split('?')[0]} failed: ${(error as Error).message}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end('{"error":"Internal error"}')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return { server, port: (server.address() as AddressInfo).port }
}

/** Starts the auth relay stand-in and the test client page, each on its own port. */
export async function startFarcaster(options: FarcasterOptions): Promise<RunningFarcaster> {
  const host = options.host ?? '127.0.0.1'
  const relayKey = options.relayKey ?? LOCAL_RELAY_KEY
  // The client needs the relay's URL and the relay the client's: bind both, then wire them.
  const handlers: { relay?: ReturnType<typeof createRelay>; client?: ReturnType<typeof createTestClient> } =
    {}
  const relay = await listen(options.relayPort, host, (req, res) =>
    (handlers.relay as ReturnType<typeof createRelay>).handle(req, res),
  )
  const client = await listen(options.clientPort, host, (req, res) =>
    (handlers.client as ReturnType<typeof createTestClient>).handle(req, res),
  )
  const relayUrl = `http://localhost:${relay.port}`
  const clientUrl = `http://localhost:${client.port}`
  handlers.relay = createRelay({ clientUrl, relayKey, channelTtlMs: options.channelTtlMs ?? 5 * 60_000 })
  handlers.client = createTestClient({ relayUrl, relayKey, rpcUrl: options.rpcUrl })
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return {
    relayUrl,
    clientUrl,
    stop: async () => void (await Promise.all([close(relay.server), close(client.server)])),
  }
}
