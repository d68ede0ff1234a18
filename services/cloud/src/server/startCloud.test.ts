import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/types.js'
import { PortBusyError } from '../errors.js'
import { DEMO_PROJECT_ID } from '../projects/store.js'
import { createMemoryDb } from '../testing/memoryDb.js'
import { type RunningCloud, startCloud } from './startCloud.js'

describe('startCloud', () => {
  let cloud: RunningCloud
  let db: Db
  beforeAll(async () => {
    db = await createMemoryDb()
    cloud = await startCloud({ port: 0, db, chains: [] })
  })
  afterAll(() => cloud.stop())

  it('serves over HTTP on loopback, seeded, with image URLs on its own address', async () => {
    expect(cloud.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(cloud.seed.walletsImported).toBe(113)
    expect(await (await fetch(`${cloud.url}/health`)).json()).toEqual({ ok: true })
    const response = await fetch(`${cloud.url}/getWallets?entries=1&projectId=${DEMO_PROJECT_ID}`)
    const body = (await response.json()) as { data: { image_url: string }[] }
    const logo = await fetch(body.data[0]?.image_url ?? '')
    expect(logo.headers.get('content-type')).toBe('image/jpeg')
  })

  it('fails with PortBusyError, before touching a database, when the port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const attempt = startCloud({ port, stateDir: '/nonexistent/never-created', chains: [] })
      await expect(attempt).rejects.toBeInstanceOf(PortBusyError)
      await expect(attempt).rejects.toThrow(`Port ${port} is busy (set FOYER_CLOUD_PORT to use another port)`)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })

  it('stops: the port closes and the database is closed', async () => {
    const other = await startCloud({ port: 0, db: await createMemoryDb(), chains: [] })
    await other.stop()
    await expect(fetch(`${other.url}/health`)).rejects.toThrow()
  })
})
