import { countingBody } from '@foyer/cloud/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, DEVICE_A, type Harness, SITE } from '../_test/harness.js'

const MiB = 1024 * 1024

describe('the secure site refuses large bodies as they come in', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h.close())

  it('answers 413 to a chunked body over 64 KiB after reading little more than 64 KiB of it', async () => {
    for (const path of ['/api/email/connect', '/api/email/otp', '/api/rpc', '/social/callback']) {
      const body = countingBody(40 * MiB)
      const response = await h.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, 'x-foyer-device': DEVICE_A },
        body: body.stream,
        duplex: 'half',
      } as RequestInit)
      expect(response.status, path).toBe(413)
      expect(await response.json()).toEqual({
        error: { code: 'TOO_LARGE', message: 'The request is too large' },
      })
      expect(body.read(), path).toBeLessThanOrEqual(64 * 1024 + 16 * 1024)
    }
  })

  it('answers 413 to a declared Content-Length over 64 KiB without reading it', async () => {
    const body = countingBody(8 * MiB)
    const response = await h.app.request('/api/email/connect', {
      method: 'POST',
      headers: { 'content-length': String(8 * MiB), origin: SITE, 'x-foyer-device': DEVICE_A },
      body: body.stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(body.read()).toBe(0)
  })

  it('still takes a chunked body within the limit', async () => {
    const text = JSON.stringify({
      projectId: 'p1',
      origin: 'http://localhost:5173',
      email: 'small@example.com',
    })
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text))
        controller.close()
      },
    })
    const response = await h.app.request('/api/email/connect', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, 'x-foyer-device': DEVICE_A },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(200)
  })
})
