import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRelay, type RunningFarcaster, startFarcaster } from '@foyer/farcaster'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** Posts `totalBytes` chunked (no Content-Length); resolves the status, or 0 if the server hung up first. */
function postChunked(url: string, totalBytes: number): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } })
    req.on('response', (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
      req.destroy()
    })
    req.on('error', () => resolve(0))
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

describe('the Farcaster stand-ins', () => {
  let farcaster: RunningFarcaster
  beforeAll(async () => {
    // The relay and the client page only; chain 10 is not asked in these tests.
    farcaster = await startFarcaster({ relayPort: 0, clientPort: 0, rpcUrl: 'http://127.0.0.1:1' })
  })
  afterAll(() => farcaster?.stop())

  it('answer 413 to a 40 MiB chunked body instead of reading it', async () => {
    expect(await postChunked(`${farcaster.relayUrl}/v1/channel`, 40 * 1024 * 1024)).toBe(413)
    expect(await postChunked(`${farcaster.clientUrl}/approve`, 40 * 1024 * 1024)).toBe(413)
    // A small channel request still works.
    const small = await fetch(`${farcaster.relayUrl}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: 'http://localhost:5173', domain: 'localhost:5173' }),
    })
    expect(small.status).toBe(201)
  })

  it('forget expired channels (the relay keeps them in memory)', async () => {
    const clock = { now: 0 }
    const relay = createRelay({
      clientUrl: 'http://client.test',
      relayKey: 'k',
      channelTtlMs: 1000,
      now: () => clock.now,
    })
    const server = createServer((req, res) => void relay.handle(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/channel`
    const open = () =>
      fetch(url, {
        method: 'POST',
        body: JSON.stringify({ siweUri: 'http://localhost:5173', domain: 'localhost:5173' }),
      })
    try {
      for (let i = 0; i < 5; i++) await open()
      expect(relay.channels.size).toBe(5)
      clock.now = 2000
      await open()
      expect(relay.channels.size).toBe(1)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
