import { randomBytes } from 'node:crypto'
import { hashTypedData, recoverAddress, recoverMessageAddress, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHarness, DEVICE_B, type Harness } from '../_test/harness.js'
import { createEnvelope, KeyUnsealError } from './envelope.js'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())
afterEach(() => vi.restoreAllMocks())

const typedData = {
  domain: { name: 'Foyer Test', version: '1', chainId: 31337 },
  types: { Note: [{ name: 'body', type: 'string' }] },
  primaryType: 'Note',
  message: { body: 'hello' },
} as const

describe('envelope encryption', () => {
  it('opens what it sealed, for the same user only, and not after a bit flips', () => {
    const envelope = createEnvelope(randomBytes(32))
    const key = `0x${'11'.repeat(32)}`
    const sealed = envelope.seal('user-1', key)
    expect(envelope.open('user-1', sealed)).toBe(key)
    expect(sealed.key.toString('hex')).not.toContain('11'.repeat(32))
    expect(() => envelope.open('user-2', sealed)).toThrow(KeyUnsealError)
    const flipped = Buffer.from(sealed.key)
    flipped[20] = (flipped[20] ?? 0) ^ 1
    expect(() => envelope.open('user-1', { ...sealed, key: flipped })).toThrow(KeyUnsealError)
    expect(() => createEnvelope(randomBytes(32)).open('user-1', sealed)).toThrow(
      'The stored key could not be opened',
    )
  })
})

describe('signing and custody', () => {
  it('signs personal_sign and typed data with the user’s key; no key in the database, logs or answers', async () => {
    const logs: string[] = []
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logs.push(args.map(String).join(' '))
      })
    const token = await h.signIn('key@example.com')
    const { body: user } = await h.call('/api/user', { sessionToken: token })
    const responses: string[] = []
    const message = stringToHex('Sign in to Foyer')
    const signed = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: { method: 'personal_sign', params: [message, user.address] },
    })
    responses.push(JSON.stringify(signed.body))
    expect(await recoverMessageAddress({ message: { raw: message }, signature: signed.body.result })).toBe(
      user.address,
    )

    const typed = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: { method: 'eth_signTypedData_v4', params: [user.address, JSON.stringify(typedData)] },
    })
    responses.push(JSON.stringify(typed.body))
    expect(await recoverAddress({ hash: hashTypedData(typedData), signature: typed.body.result })).toBe(
      user.address,
    )

    // The key, as the store opens it for signing, appears nowhere it must not.
    const stored = await h.deps.users.byEmail('key@example.com')
    const privateKey = await h.deps.users.withKey(stored as NonNullable<typeof stored>, async (key) => key)
    const dump = await h.db.query('SELECT * FROM ss_users')
    const rowsText = JSON.stringify(dump.rows, (_k, v) =>
      v instanceof Uint8Array ? Buffer.from(v).toString('hex') : v,
    )
    const bare = privateKey.slice(2)
    expect(rowsText).not.toContain(bare)
    expect(logs.join('\n')).not.toContain(bare)
    expect(responses.join('\n')).not.toContain(bare)
    // Nor does any code that was mailed.
    expect(logs.join('\n')).not.toMatch(/\b\d{6}\b/)
  })

  it('refuses another account’s signature, unknown methods and eth_sign', async () => {
    const token = await h.signIn('ref@example.com')
    const other = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: { method: 'personal_sign', params: ['0x00', `0x${'12'.repeat(20)}`] },
    })
    expect(other.body.error.code).toBe(4100)
    for (const method of ['eth_sign', 'anvil_setBalance', 'debug_traceTransaction', 'admin_peers']) {
      const refused = await h.call('/api/rpc', { sessionToken: token, chainId: 31337, request: { method } })
      expect(refused.body.error).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
    }
    const chain = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 1,
      request: { method: 'eth_blockNumber' },
    })
    expect(chain.body.error).toEqual({ code: 4901, message: 'Chain is not supported' })
    const capabilities = await h.call('/api/rpc', {
      sessionToken: token,
      chainId: 31337,
      request: { method: 'wallet_getCapabilities' },
    })
    expect(capabilities.body.result).toEqual({ '0x7a69': {} })
  })

  it('signs nothing without a session of this browser', async () => {
    const token = await h.signIn('nos@example.com')
    const stolen = await h.call(
      '/api/rpc',
      { sessionToken: token, chainId: 31337, request: { method: 'personal_sign', params: ['0x00'] } },
      { device: DEVICE_B },
    )
    expect(stolen.body.error.code).toBe(4100)
  })
})

describe('email update', () => {
  it('confirms the current address, then the new one, then stores it', async () => {
    const token = await h.signIn('old@example.com')
    h.clock.now += 31_000
    const early = await h.call('/api/email/update/primary', { sessionToken: token, otp: '123456' })
    expect(early.body.error).toEqual({ code: 'NO_UPDATE', message: 'Start the email update again' })
    const same = await h.call('/api/email/update', { sessionToken: token, email: 'old@example.com' })
    expect(same.body.error).toEqual({ code: 'SAME_EMAIL', message: 'This is already your email' })
    const start = await h.call('/api/email/update', { sessionToken: token, email: 'new@example.com' })
    expect(start.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const skipped = await h.call('/api/email/update/secondary', { sessionToken: token, otp: '123456' })
    expect(skipped.body.error).toEqual({
      code: 'PRIMARY_NOT_CONFIRMED',
      message: 'Confirm your current email first',
    })
    const primary = await h.call('/api/email/update/primary', {
      sessionToken: token,
      otp: h.lastCode('old@example.com'),
    })
    expect(primary.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await h.call('/api/email/update/secondary', {
      sessionToken: token,
      otp: h.lastCode('new@example.com'),
    })
    expect(secondary.body).toEqual({ newEmail: 'new@example.com' })
    expect((await h.call('/api/user', { sessionToken: token })).body.email).toBe('new@example.com')
    await h.signIn('taken@example.com')
    const taken = await h.call('/api/email/update', { sessionToken: token, email: 'taken@example.com' })
    expect(taken.body.error).toEqual({ code: 'EMAIL_IN_USE', message: 'This email is already in use' })
  })
})

describe('key export', () => {
  it('shows the key only after a fresh code to the account’s address, and only to its browser', async () => {
    const token = await h.signIn('exp@example.com')
    const { body: user } = await h.call('/api/user', { sessionToken: token })
    const early = await h.call('/api/export', { sessionToken: token, otp: '123456' })
    expect(early.body.error.code).toBe('OTP_EXPIRED')
    h.clock.now += 31_000
    expect((await h.call('/api/export/request', { sessionToken: token })).status).toBe(200)
    const code = h.lastCode('exp@example.com')
    expect(h.mails.at(-1)?.text).toContain('private key')
    const stolen = await h.call('/api/export', { sessionToken: token, otp: code }, { device: DEVICE_B })
    expect(stolen.status).toBe(401)
    const { body } = await h.call('/api/export', { sessionToken: token, otp: code })
    expect(privateKeyToAccount(body.privateKey).address).toBe(user.address)
    // Single use, like every code.
    expect((await h.call('/api/export', { sessionToken: token, otp: code })).body.error.code).toBe(
      'OTP_EXPIRED',
    )
  })
})
