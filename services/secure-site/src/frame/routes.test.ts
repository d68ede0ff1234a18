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
