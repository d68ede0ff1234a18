// Two secure-site instances on one PostgreSQL server (Debian's, started for the test), as behind a
// load balancer: nothing one instance needs is in the other's memory.
import { describe, expect, it } from 'vitest'
import { DEVICE_A } from '../_test/harness.js'
import { useTwoInstances } from '../_test/twoInstances.js'

const instances = useTwoInstances()

describe('secure-site instances on one database', () => {
  it('verifies on one instance a code another one sent, and its session works on both', async () => {
    await instances.first.call('/api/email/connect', { email: 'ada@example.com' })
    const code = instances.first.lastCode('ada@example.com')
    const otp = await instances.second.call('/api/email/otp', { email: 'ada@example.com', otp: code })
    expect(otp.status).toBe(200)
    const token = otp.body.sessionToken as string
    const viaFirst = await instances.first.call('/api/user', { sessionToken: token, chainId: 31337 })
    const viaSecond = await instances.second.call('/api/user', { sessionToken: token, chainId: 31337 })
    expect(viaFirst.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(viaSecond.body.address).toBe(viaFirst.body.address)
  })

  it('holds the 30 s cooldown and single use across instances', async () => {
    await instances.first.call('/api/email/connect', { email: 'bo@example.com' }, { device: DEVICE_A })
    const early = await instances.second.call(
      '/api/email/connect',
      { email: 'bo@example.com' },
      { device: DEVICE_A },
    )
    expect(early.status).toBe(429)
    expect(early.body.error.code).toBe('COOLDOWN')
    const code = instances.first.lastCode('bo@example.com')
    expect(
      (await instances.second.call('/api/email/otp', { email: 'bo@example.com', otp: code })).status,
    ).toBe(200)
    const reused = await instances.first.call('/api/email/otp', { email: 'bo@example.com', otp: code })
    expect(reused.body.error.message).toBe('This code has expired. Request a new one.')
  })
})
