import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { orderedFallback } from './orderedFallback.js'

const servers: Server[] = []
afterAll(() => {
  for (const server of servers) server.close()
})

/** A JSON-RPC endpoint that answers every call with `answer` (or an HTTP status), counting calls. */
async function endpoint(answer: { result?: unknown; error?: { code: number; message: string } } | number) {
  const calls = { count: 0 }
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      calls.count++
      if (typeof answer === 'number') return response.writeHead(answer).end()
      const { id } = JSON.parse(body) as { id: number }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls }
}

describe('orderedFallback', () => {
  it('asks the next URL when one fails, in the listed order', async () => {
    const down = await endpoint(503)
    const up = await endpoint({ result: '0x2a' })
    const client = createPublicClient({
      transport: orderedFallback([http(down.url, { retryCount: 0 }), http(up.url)]),
    })
    await expect(client.getBlockNumber({ cacheTime: 0 })).resolves.toBe(42n)
    expect(down.calls.count).toBe(1)
    expect(up.calls.count).toBe(1)
  })

  it('goes on down the list while endpoints fail, and reports the last failure when none answers', async () => {
    const [first, second] = [await endpoint(502), await endpoint(429)]
    const third = await endpoint({ result: '0x7' })
    const client = createPublicClient({
      transport: orderedFallback([first, second, third].map((e) => http(e.url, { retryCount: 0 }))),
    })
    await expect(client.getBlockNumber({ cacheTime: 0 })).resolves.toBe(7n)
    expect([first.calls.count, second.calls.count, third.calls.count]).toEqual([1, 1, 1])
    const allDown = createPublicClient({
      transport: orderedFallback([first, second].map((e) => http(e.url, { retryCount: 0 }))),
    })
    await expect(allDown.getBlockNumber({ cacheTime: 0 })).rejects.toThrow(/429|Too Many|HTTP request failed/)
    expect(second.calls.count).toBe(2)
  })

  it('keeps a chain’s own error: a revert is not asked again elsewhere', async () => {
    const reverting = await endpoint({ error: { code: 3, message: 'execution reverted' } })
    const other = await endpoint({ result: '0x' })
    const client = createPublicClient({
      transport: orderedFallback([http(reverting.url, { retryCount: 0 }), http(other.url)]),
    })
    await expect(
      client.call({ to: '0x0000000000000000000000000000000000000001', data: '0x' }),
    ).rejects.toThrow(/reverted/)
    expect(other.calls.count).toBe(0)
  })
})
