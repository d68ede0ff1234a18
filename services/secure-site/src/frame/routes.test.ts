import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createFrameRoutes, frameAncestors } from './routes.js'

const app = new Hono().route(
  '/',
  createFrameRoutes({
    allowedOriginsOf: async (projectId) =>
      projectId === 'p1' ? ['http://localhost:*', 'https://*.example.com'] : undefined,
    script: async () => 'console.log("frame")',
  }),
)

describe('the frame page', () => {
  it('may be framed only by the project’s allowed origins', async () => {
    const page = await app.request('/sdk?projectId=p1&chainId=31337&version=0.1.0&enableLogger=false')
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/^frame-ancestors http:\/\/localhost:\* https:\/\/\*\.example\.com;/)
    expect(csp).toContain("script-src 'self'")
    expect(await page.text()).toMatch(/<script type="module" src="\/sdk\/frame\.js\?v=[0-9a-f]{12}">/)
  })

  it('may be framed by nobody for an unknown or malformed project', async () => {
    for (const query of ['projectId=nope', 'projectId=%3Cscript%3E', '']) {
      const page = await app.request(`/sdk?${query}`)
      expect(page.headers.get('content-security-policy')).toMatch(/^frame-ancestors 'none';/)
    }
  })

  it('drops an origin pattern that could change the policy', () => {
    expect(frameAncestors(["https://a.example; script-src 'unsafe-inline'", 'https://b.example'])).toBe(
      'frame-ancestors https://b.example',
    )
    expect(frameAncestors([])).toBe("frame-ancestors 'none'")
  })
})

describe('the frame’s scripts', () => {
  // secp256k1's group order: in the code that signs with a key, and nowhere else.
  const CURVE_ORDER = /fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141/i

  it('loads device mode’s signing apart, by a versioned URL, so the first script holds no key code', async () => {
    const real = createFrameRoutes({ allowedOriginsOf: async () => ['http://localhost:*'] })
    const page = await (await real.request('/sdk?projectId=p1')).text()
    const src = /src="([^"]+)"/.exec(page)?.[1] as string
    const frame = await (await real.request(src)).text()
    const device = /\.\/frame-device\.js\?v=[0-9a-f]{12}/.exec(frame)?.[0]
    expect(device).toBeDefined()
    const answer = await real.request(`/sdk/${device?.slice(2)}`)
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(answer.headers.get('cache-control')).toContain('immutable')
    expect(await answer.text()).toMatch(CURVE_ORDER)
    expect(frame).not.toMatch(CURVE_ORDER)
  }, 60_000)
})
