// The contract between the frame and its server: every path the frame calls is a route of
// `@foyer/frame/secure-site`'s table, and the server answers each one, checking its body with that
// route's own schema (a body the schema refuses gets the schema's first complaint, word for word).
import { readdirSync, readFileSync } from 'node:fs'
import { SECURE_SITE_ROUTES, type SecureSitePath } from '@foyer/frame/secure-site'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { createHarness, type Harness } from '../_test/harness.js'

const FRAME_DIR = new URL('./', import.meta.url)
const paths = Object.keys(SECURE_SITE_ROUTES) as SecureSitePath[]

/** The '/api/...' paths written in the frame's own code (what it can call). */
function pathsTheFrameNames(): Set<string> {
  const named = new Set<string>()
  for (const file of readdirSync(FRAME_DIR)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
    const source = readFileSync(new URL(file, FRAME_DIR), 'utf8')
    for (const match of source.matchAll(/['"`](\/api\/[^'"`]*)['"`]/g)) named.add(match[1] as string)
  }
  return named
}

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe("the frame's calls of its server", () => {
  it('name only routes of the shared table, and use most of them', () => {
    const named = pathsTheFrameNames()
    expect([...named].filter((path) => !(path in SECURE_SITE_ROUTES))).toEqual([])
    expect(paths.filter((path) => !named.has(path))).toEqual([])
  })

  it('each exist on the server as POST, and the server has no /api route outside the table', () => {
    const served = new Set(
      h.app.routes.filter((r) => r.method === 'POST' && r.path.startsWith('/api/')).map((r) => r.path),
    )
    expect(paths.filter((path) => !served.has(path))).toEqual([])
    expect([...served].filter((path) => !(path in SECURE_SITE_ROUTES))).toEqual([])
  })

  it.each(paths)('%s: the server checks the body with the table’s schema', async (path) => {
    const envelope = { projectId: 'p1', origin: 'http://localhost:5173' }
    // Every field of the wrong kind: the schema's first complaint is what the frame must be told.
    const wrong = { ...envelope, sessionToken: 7, email: 7, otp: 7, chainId: 'x', request: 7, response: 7 }
    const schema: z.ZodMiniType = SECURE_SITE_ROUTES[path].request
    const checked = z.safeParse(schema, wrong)
    if (checked.success) {
      // A route without fields (or none of those): the schema takes the bare envelope too.
      expect(z.safeParse(schema, envelope).success).toBe(true)
      return
    }
    const issue = checked.error.issues[0] as z.core.$ZodIssue
    const answer = await h.call(path, wrong)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual({
      code: 'BAD_REQUEST',
      message: `${issue.path.join('.') || 'body'}: ${issue.message}`,
    })
  })
})
