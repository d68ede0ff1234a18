import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { encodeCursor } from '../history/cursor.js'
import { createSeededApp, type SeededApp } from '../testing/seededApp.js'
import { MAX_INPUT_DEPTH } from './safeInput.js'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const goodEvent = {
  eventId: 'e1',
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: Date.now(),
  props: { type: 'track', event: 'MODAL_OPEN' },
}

/** Props nested `depth` objects deep, as JSON text (JSON.stringify overflows that deep; 10,000 levels still fit the 64 KiB body limit). */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`
const eventWithProps = (eventId: string, propsJson: string) =>
  `{"eventId":"${eventId}","url":"http://a/","domain":"a","timestamp":${Date.now()},"props":${propsJson}}`

describe('bad input gets 400 with a message before it reaches the database', () => {
  let s: SeededApp
  let queries = 0
  beforeAll(async () => {
    s = await createSeededApp()
    const query = s.db.query.bind(s.db)
    s.db.query = ((...args: Parameters<typeof query>) => {
      queries += 1
      return query(...args)
    }) as typeof s.db.query
  })
  beforeEach(() => {
    queries = 0
  })
  afterAll(() => s.db.close())

  const postEvent = (event: unknown, query = 'st=appkit&sv=1.7.4') =>
    s.call(`/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:5173' },
      body: typeof event === 'string' ? event : JSON.stringify(event),
    })

  it('refuses NUL characters in any text: search, event url, props values and keys, st', async () => {
    // A known project is cached after its first use: warm it so the count below is only the request's.
    await s.call('/getWallets?entries=1')
    queries = 0
    const cases: [Promise<Response>, string][] = [
      [s.call('/getWallets?search=meta%00mask'), 'Invalid search: must not contain NUL characters'],
      [postEvent({ ...goodEvent, url: 'http://a/\u0000' }), 'Invalid url: must not contain NUL characters'],
      [
        postEvent({ ...goodEvent, props: { event: 'x\u0000' } }),
        'Invalid props: must not contain NUL characters',
      ],
      [
        postEvent({ ...goodEvent, props: { 'k\u0000': 1 } }),
        'Invalid props: must not contain NUL characters',
      ],
      [postEvent(goodEvent, 'st=app%00kit'), 'Invalid st: must not contain NUL characters'],
    ]
    for (const [request, message] of cases) {
      const response = await request
      expect(response.status, message).toBe(400)
      expect(await response.json()).toEqual({ message })
    }
    expect(queries).toBe(0)
  })

  it('refuses lone surrogates and props nested deeper than the limit', async () => {
    const surrogate = await postEvent(eventWithProps('e2', '{"event":"\\ud800"}'))
    expect(surrogate.status).toBe(400)
    expect(await surrogate.json()).toEqual({
      message: 'Invalid props: must be valid Unicode text (a lone surrogate was found)',
    })
    const deep = await postEvent(eventWithProps('e3', nestedJson(10_000)))
    expect(deep.status).toBe(400)
    expect(await deep.json()).toEqual({
      message: `Invalid props: is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`,
    })
    const fine = await postEvent(eventWithProps('e4', nestedJson(MAX_INPUT_DEPTH - 2)))
    expect(fine.status).toBe(202)
  })

  it('refuses history cursors outside the database ranges', async () => {
    const minedAt = '2025-01-01T00:00:00.000Z'
    const cursors = [
      encodeCursor({ minedAt, chainId: 'eip155:31337', blockNumber: '99999999999999999999', txIndex: 0 }),
      encodeCursor({ minedAt, chainId: 'eip155:31337', blockNumber: '9223372036854775808', txIndex: 0 }),
      encodeCursor({ minedAt, chainId: 'eip155:31337', blockNumber: '1', txIndex: 2 ** 31 }),
      encodeCursor({ minedAt, chainId: 'eip155:\u0000', blockNumber: '1', txIndex: 0 }),
    ]
    for (const cursor of cursors) {
      const response = await s.call(`/v1/account/${account}/history?cursor=${cursor}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        message: 'Invalid cursor: expected the next value of a previous page',
      })
    }
    const inRange = encodeCursor({
      minedAt,
      chainId: 'eip155:31337',
      blockNumber: '9223372036854775807',
      txIndex: 0,
    })
    expect((await s.call(`/v1/account/${account}/history?cursor=${inRange}`)).status).toBe(200)
  })
})
