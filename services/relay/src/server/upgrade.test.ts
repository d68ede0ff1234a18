import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createRelayClientKey, signRelayJwt } from '../auth/sign-jwt.js'
import { MemoryMailboxStore } from '../store/memory.js'
import { createRelayServer, type RelayServer } from './create.js'

let server: RelayServer
let url: string

beforeEach(async () => {
  server = createRelayServer({ store: new MemoryMailboxStore() })
  url = await server.listen({ port: 0, host: '127.0.0.1' })
})
afterEach(() => server.close())

/** Opens a websocket and reports either 'open' or the HTTP status and body of a refused upgrade. */
function attempt(query: string): Promise<{ status: number; body: string } | 'open'> {
  const socket = new WebSocket(`${url}/${query}`)
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close()
      resolve('open')
    })
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    socket.once('error', (error) => {
      if (!error.message.includes('Unexpected server response')) reject(error)
    })
  })
}

describe('websocket upgrade auth', () => {
  it('lets a client with a valid token in', async () => {
    const auth = signRelayJwt({ key: createRelayClientKey(), aud: url })
    expect(await attempt(`?auth=${auth}&projectId=p&ua=test`)).toBe('open')
  })

  it('refuses a missing token with 401', async () => {
    expect(await attempt('?projectId=p')).toEqual({
      status: 401,
      body: 'JWT validation error: missing auth query parameter',
    })
  })

  it('refuses an expired token with 401 and says why', async () => {
    const auth = signRelayJwt({ key: createRelayClientKey(), aud: url, iat: 1_000, ttl: 60 })
    const result = await attempt(`?auth=${auth}`)
    expect(result).toMatchObject({ status: 401 })
    expect((result as { body: string }).body).toMatch(/^JWT validation error: JWT Token is expired/)
  })

  it('refuses a malformed token with 401', async () => {
    expect(await attempt('?auth=garbage')).toMatchObject({
      status: 401,
      body: expect.stringMatching(/JWT Token is invalid/),
    })
  })

  it('answers plain HTTP health checks', async () => {
    const response = await fetch(`${url.replace('ws:', 'http:')}/health`)
    expect(await response.json()).toEqual({ status: 'ok', connections: 0 })
  })

  it('says 503 starting on /health until its store is ready, so a load balancer waits for it', async () => {
    let ready = false
    const starting = createRelayServer({ store: new MemoryMailboxStore(), isReady: () => ready })
    const base = (await starting.listen({ port: 0, host: '127.0.0.1' })).replace('ws:', 'http:')
    const before = await fetch(`${base}/health`)
    expect([before.status, await before.json()]).toEqual([503, { status: 'starting' }])
    ready = true
    expect((await fetch(`${base}/health`)).status).toBe(200)
    await starting.close()
  })
})
