import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, DEVICE_A, DEVICE_B, type Harness } from '../_test/harness.js'

describe('the code store', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h.close())

  it('waits 30 s before a new code while the last one is still good, and not once it was used', async () => {
    const { codes } = h.deps
    const first = await codes.issue('cooldown@example.com', 'login', DEVICE_A)
    if (!first.ok) throw new Error('the first code was refused')
    expect(await codes.issue('cooldown@example.com', 'login', DEVICE_A)).toMatchObject({ ok: false })
    // Another browser has its own code and its own wait.
    expect(await codes.issue('cooldown@example.com', 'login', DEVICE_B)).toMatchObject({ ok: true })
    expect(await codes.check('cooldown@example.com', 'login', DEVICE_A, first.code)).toBe('ok')
    const next = await codes.issue('cooldown@example.com', 'login', DEVICE_A)
    expect(next.ok).toBe(true)
    if (next.ok) expect(next.code).not.toBe(first.code)
  })
})
