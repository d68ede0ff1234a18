import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeededApp, type SeededApp } from '../testing/seededApp.js'
import { DEFAULT_MAX_BODY_BYTES, limitBodies } from './bodyLimits.js'
import { countingBody } from './countingBody.js'

const MiB = 1024 * 1024

/** Posts `totalBytes` chunked (no Content-Length) to a real server; resolves the status it answered. */
function postChunked(url: string, totalBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } })
    req.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
      req.destroy()
    })
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    const write = () => {
      while (sent < totalBytes && !req.destroyed) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      if (!req.destroyed) req.end()
    }
    write()
  })
}

describe('body limits on every cloud route', () => {
  let s: SeededApp
  beforeAll(async () => {
    s = await createSeededApp()
  })
  afterAll(() => s.db.close())

  it('refuses a chunked body over 64 KiB with 413 after reading little more than 64 KiB of it', async () => {
    for (const path of [
      '/v1/sessions',
      '/v1/onramp/quote',
      '/v1/generators/onrampurl',
      '/v1/profile/account',
      '/e',
    ]) {
      const body = countingBody(40 * MiB)
      const response = await s.call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body.stream,
        duplex: 'half',
      } as RequestInit)
      expect(response.status, path).toBe(413)
      expect(await response.json()).toEqual({
        message: `Request body is larger than ${DEFAULT_MAX_BODY_BYTES} bytes`,
      })
      expect(body.read(), path).toBeLessThanOrEqual(DEFAULT_MAX_BODY_BYTES + 16 * 1024)
    }
  })

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const body = countingBody(8 * MiB)
    const response = await s.call('/v1/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(8 * MiB) },
      body: body.stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(body.read()).toBe(0)
  })

  it('lets the RPC endpoint take its larger batches (1 MiB), and no more', async () => {
    const post = (bytes: number) => {
      const body = countingBody(bytes)
      return s.call('/v1?chainId=eip155:31337', {
        method: 'POST',
        body: body.stream,
        duplex: 'half',
      } as RequestInit)
    }
    // Past the size check: refused for what it says (this app serves no chain), not for its size.
    expect((await post(200 * 1024)).status).toBe(400)
    expect((await post(2 * MiB)).status).toBe(413)
  })

  it('answers 413 over a real connection to a 40 MiB chunked upload', async () => {
    const server = createAdaptorServer({ fetch: s.app.fetch })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const before = process.memoryUsage().rss
      const status = await postChunked(
        `http://127.0.0.1:${port}/v1/sessions?projectId=c0ffee00000000000000000000000001`,
        40 * MiB,
      )
      expect(status).toBe(413)
      // Nothing of the 40 MiB is kept (the review saw +120 MB).
      expect(process.memoryUsage().rss - before).toBeLessThan(30 * MiB)
    } finally {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      })
    }
  })

  it('takes per-route limits and passes bodies within them through unchanged', async () => {
    const app = new Hono()
    app.use(
      limitBodies({
        maxBytes: 10,
        routes: { 'POST /big': 100 },
        onTooLarge: (c, limit) => c.text(`over ${limit}`, 413),
      }),
    )
    app.post('/small', async (c) => c.text(await c.req.text()))
    app.post('/big', async (c) => c.text(String((await c.req.text()).length)))
    const post = async (path: string, bytes: number) => {
      const response = await app.request(path, {
        method: 'POST',
        body: countingBody(bytes, 4).stream,
        duplex: 'half',
      } as RequestInit)
      return `${response.status} ${await response.text()}`
    }
    expect(await post('/small', 10)).toBe(`200 ${' '.repeat(10)}`)
    expect(await post('/small', 11)).toBe('413 over 10')
    expect(await post('/big', 100)).toBe('200 100')
    expect(await post('/big', 101)).toBe('413 over 100')
  })
})
