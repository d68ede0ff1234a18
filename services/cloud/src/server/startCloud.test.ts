import { createServer } from 'node:net'
import { nameGatewaySigner } from '@foyer/devnet'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '../db/types.js'
import { PortBusyError } from '../errors.js'
import { DEMO_PROJECT_ID, getProject } from '../projects/store.js'
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

describe('startCloud in production (NODE_ENV=production)', () => {
  afterEach(() => vi.unstubAllEnvs())
  const ownKey = `0x${'5a'.repeat(32)}`

  it('does not start without FOYER_NAME_SIGNER_KEY, or with the public devnet key, and says which variable', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('FOYER_NAME_SIGNER_KEY', '')
    const missing = startCloud({ port: 0, stateDir: '/nonexistent/never-created', chains: [] })
    await expect(missing).rejects.toThrow(/^FOYER_NAME_SIGNER_KEY is required in production/)
    vi.stubEnv('FOYER_NAME_SIGNER_KEY', nameGatewaySigner.privateKey)
    const devnetKey = startCloud({ port: 0, stateDir: '/nonexistent/never-created', chains: [] })
    await expect(devnetKey).rejects.toThrow('FOYER_NAME_SIGNER_KEY is the public devnet key')
  })

  it('starts with its own key and does not seed the demo project (it allows any localhost page)', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('FOYER_NAME_SIGNER_KEY', ownKey)
    const db = await createMemoryDb()
    const cloud = await startCloud({ port: 0, db, chains: [] })
    try {
      expect(cloud.seed.demoProjectCreated).toBe(false)
      expect(await getProject(db, DEMO_PROJECT_ID)).toBeUndefined()
      const answer = await fetch(`${cloud.url}/getWallets?entries=1&projectId=${DEMO_PROJECT_ID}`)
      expect(answer.status).toBe(401)
    } finally {
      await cloud.stop()
    }
  })
})
