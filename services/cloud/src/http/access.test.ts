import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PROJECT_ID, putProject } from '../projects/store.js'
import { createSeededApp, type SeededApp } from '../testing/seededApp.js'

const OTHER_PROJECT_ID = 'ab'.repeat(16)

describe('project keys, origins and CORS', () => {
  let s: SeededApp
  beforeAll(async () => {
    s = await createSeededApp()
    await putProject(s.db, {
      projectId: OTHER_PROJECT_ID,
      name: 'Preview app',
      allowedOrigins: ['https://*.vercel.app'],
      analyticsEnabled: false,
    })
  })
  afterAll(() => s.db.close())

  it('answers /health without a project', async () => {
    const response = await s.app.request('/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  it.each([
    ['/getWallets', 'missing'],
    [`/getWallets?projectId=${'0'.repeat(32)}`, 'unknown'],
    ['/getWallets?projectId=not-a-key', 'malformed'],
    ['/projects/v1/origins?projectId=', 'empty'],
    ['/getAnalyticsConfig', 'missing'],
    ['/getWalletImage/placeholder', 'missing'],
  ])('%s (%s key) gets 401 "Unauthorized: invalid key"', async (path) => {
    const response = await s.app.request(path)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized: invalid key' })
  })

  it('rejects an unknown key on POST /e too, storing nothing', async () => {
    const response = await s.app.request('/e', { method: 'POST', body: '{}' })
    expect(response.status).toBe(401)
  })

  it('accepts the project id from the x-project-id header of older clients', async () => {
    const response = await s.app.request('/getAnalyticsConfig', {
      headers: { 'x-project-id': DEMO_PROJECT_ID },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ isAnalyticsEnabled: true })
  })

  it('returns each project its own allowed origins and analytics flag', async () => {
    const demo = await s.call('/projects/v1/origins?st=appkit&sv=1.7.4')
    expect(await demo.json()).toEqual({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] })
    const other = await s.app.request(`/projects/v1/origins?projectId=${OTHER_PROJECT_ID}`)
    expect(await other.json()).toEqual({ allowedOrigins: ['https://*.vercel.app'] })
    const config = await s.app.request(`/getAnalyticsConfig?projectId=${OTHER_PROJECT_ID}`)
    expect(await config.json()).toEqual({ isAnalyticsEnabled: false })
  })

  it('serves an allowed Origin with Access-Control-Allow-Origin', async () => {
    const response = await s.call('/getWallets?entries=1', { headers: { origin: 'http://localhost:5173' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('vary')).toContain('Origin')
  })

  it('answers a request from an Origin off the list with 403 "Unauthorized: origin not allowed"', async () => {
    for (const [path, origin] of [
      ['/getWallets', 'https://evil.example'],
      ['/projects/v1/origins', 'https://localhost:5173'],
      [`/getWallets?projectId=${OTHER_PROJECT_ID}`, 'http://localhost:5173'],
    ] as const) {
      const response = await s.call(path, { headers: { origin } })
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
      // Readable by the page, so the modal can show "Invalid App Configuration".
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
    }
    const preview = await s.app.request(`/getWallets?entries=1&projectId=${OTHER_PROJECT_ID}`, {
      headers: { origin: 'https://my-branch.vercel.app' },
    })
    expect(preview.status).toBe(200)
  })

  it('answers CORS preflights with the methods and headers clients use', async () => {
    const response = await s.app.request(`/e?projectId=${DEMO_PROJECT_ID}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-project-id',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-project-id')
  })

  it('answers an unknown path with 404 JSON', async () => {
    const response = await s.call('/nope')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found' })
  })
})
