import { randomBytes } from 'node:crypto'
import { recoverMessageAddress, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addPasskey, deviceWallet } from '../_test/deviceWallet.js'
import { createHarness, type Harness, SITE } from '../_test/harness.js'
import { createSoftAuthenticator } from '../_test/softAuthenticator.js'
import { createEnvelope } from '../crypto/envelope.js'
import { kitSecretOf, unwrapKey, wrapKey, wrapProofMessage } from '../frame/deviceKeyCrypto.js'

// The server's side of 'Keep the key on my devices' (_test/deviceWallet.ts plays the frame's part).

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const sign = (message: string, address: string) => ({
  method: 'personal_sign',
  params: [stringToHex(message), address],
})

describe('keys the server cannot use alone', () => {
  it('keeps no key its KEK opens once device mode is on; the stored wrappings open only with the frame’s secrets', async () => {
    const wallet = await deviceWallet(h, 'device-db@example.com')
    const { rows } = await h.db.query<Record<string, unknown>>('SELECT * FROM ss_users WHERE address = $1', [
      wallet.address,
    ])
    expect(rows[0]).toMatchObject({ key_mode: 'device', sealed_key: null, sealed_data_key: null })
    const wraps = await h.db.query<{ wrapped: string }>(
      'SELECT wrapped FROM ss_device_keys WHERE user_id = $1',
      [rows[0]?.id],
    )
    const stored = [...wraps.rows.map((row) => row.wrapped), rows[0]?.recovery_wrap as string]
    expect(stored).toHaveLength(2)
    // Neither the KEK (as a wrapping secret) nor the envelope opens them; the key is in no row as such.
    const kek = new Uint8Array(h.kek)
    for (const wrapped of stored) {
      expect(await unwrapKey(wrapped, kek, { kit: true }, wallet.address)).toBeUndefined()
      expect(await unwrapKey(wrapped, kek, { passkey: wallet.credentialId }, wallet.address)).toBeUndefined()
      const [, iv, body] = wrapped.split('.')
      expect(() =>
        createEnvelope(h.kek).open(rows[0]?.id as string, {
          key: Buffer.from(`${iv}${body}`, 'base64url'),
          dataKey: Buffer.from(`${iv}${body}`, 'base64url'),
        }),
      ).toThrow('The stored key could not be opened')
    }
    const dump = JSON.stringify([rows, wraps.rows])
    expect(dump).not.toContain(wallet.privateKey.slice(2))
    // The frame's secrets open them: the passkey's with its PRF output, the kit's with its secret.
    const [passkeyWrap] = stored
    expect(
      await unwrapKey(passkeyWrap as string, wallet.prf, { passkey: wallet.credentialId }, wallet.address),
    ).toBe(wallet.privateKey)
    const secret = kitSecretOf(wallet.kit.text)
    expect(
      await unwrapKey(stored[1] as string, secret as Uint8Array<ArrayBuffer>, { kit: true }, wallet.address),
    ).toBe(wallet.privateKey)
    // Bound to their passkey and wallet: the passkey's wrapping does not open as another's.
    expect(
      await unwrapKey(passkeyWrap as string, wallet.prf, { passkey: 'other' }, wallet.address),
    ).toBeUndefined()
  })

  it('refuses every server-side signing path and the export; relays only what the wallet’s key signed for that request', async () => {
    const wallet = await deviceWallet(h, 'device-sign@example.com')
    const confirm = async (request: Record<string, unknown>) => {
      const { body } = await h.call('/api/passkey/confirm/options', {
        sessionToken: wallet.token,
        chainId: 31337,
        request,
      })
      expect(body.required).toBe(true)
      expect(body.device.wraps[wallet.credentialId]).toMatch(/^v1\./)
      return wallet.key.get(body.options.challenge)
    }
    const address = wallet.address
    for (const request of [
      sign('server, sign this', address),
      { method: 'eth_signTypedData_v4', params: [address, '{}'] },
      { method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] },
      { method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls: [{ to: address }] }] },
    ]) {
      // No assertion: the passkey is asked for first, as for every protected wallet.
      const bare = await h.call('/api/rpc', { sessionToken: wallet.token, chainId: 31337, request })
      expect(bare.body.error.code).toBe('PASSKEY_REQUIRED')
      // With the assertion but nothing signed in the frame: the server signs nothing itself.
      const passkey = await confirm(request)
      const refused = await h.call('/api/rpc', {
        sessionToken: wallet.token,
        chainId: 31337,
        request,
        passkey,
      })
      expect(refused.status).toBe(409)
      expect(refused.body.error).toEqual({
        code: 'KEY_ON_DEVICE',
        message: 'This wallet’s key is kept on your devices: the server cannot sign for it',
      })
    }
    // The app's grace never skips the passkey in device mode (only its PRF output opens the key).
    const noGrace = await h.call('/api/passkey/confirm/options', {
      sessionToken: wallet.token,
      chainId: 31337,
      request: sign('again', address),
    })
    expect(noGrace.body.required).toBe(true)
    // The smart account (the server's user operations) is off in device mode.
    const smart = await h.call('/api/smart-account/preferred', {
      sessionToken: wallet.token,
      chainId: 31337,
      type: 'smartAccount',
    })
    expect(smart.body.error.code).toBe('KEY_ON_DEVICE')
    // Export: no key to show.
    await h.call('/api/export/request', { sessionToken: wallet.token })
    const exported = await h.call('/api/export', {
      sessionToken: wallet.token,
      otp: h.lastCode('device-sign@example.com'),
    })
    expect(exported.body.error.code).toBe('KEY_ON_DEVICE')

    // The frame's signature over the request, with the assertion: relayed as it is.
    const request = sign('signed in the frame', address)
    const signature = await privateKeyToAccount(wallet.privateKey).signMessage({
      message: 'signed in the frame',
    })
    const answer = await h.call('/api/rpc', {
      sessionToken: wallet.token,
      chainId: 31337,
      request,
      passkey: await confirm(request),
      signed: signature,
    })
    expect(
      await recoverMessageAddress({ message: 'signed in the frame', signature: answer.body.result }),
    ).toBe(address)
    // Another key's signature, or one over another message, is refused.
    for (const signed of [
      await privateKeyToAccount(`0x${'11'.repeat(32)}`).signMessage({ message: 'signed in the frame' }),
      await privateKeyToAccount(wallet.privateKey).signMessage({ message: 'something else' }),
      'not hex',
    ]) {
      const wrong = await h.call('/api/rpc', {
        sessionToken: wallet.token,
        chainId: 31337,
        request,
        passkey: await confirm(request),
        signed,
      })
      expect(wrong.body.error).toEqual({
        code: -32602,
        message: 'The signed answer does not match the request',
      })
    }
    // A transaction signed for another recipient than the request's is not broadcast.
    const tx = { method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] }
    const raw = await privateKeyToAccount(wallet.privateKey).signTransaction({
      chainId: 31337,
      to: `0x${'22'.repeat(20)}`,
      value: 1n,
      nonce: 0,
      gas: 21_000n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
    })
    const swapped = await h.call('/api/rpc', {
      sessionToken: wallet.token,
      chainId: 31337,
      request: tx,
      passkey: await confirm(tx),
      signed: raw,
    })
    expect(swapped.body.error.code).toBe(-32602)
  })

  it('wraps the key for another passkey only with that passkey’s assertion and proof of the key; keeps the last holder', async () => {
    const wallet = await deviceWallet(h, 'device-wrap@example.com')
    const laptop = createSoftAuthenticator(SITE)
    await addPasskey(h, wallet.token, laptop)
    const laptopId = Buffer.from(laptop.credentials.at(-1)?.id as Buffer).toString('base64url')
    const options = await h.call('/api/device-key/options', {
      sessionToken: wallet.token,
      action: 'wrap',
      credentialId: laptopId,
    })
    expect(options.body.options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([laptopId])
    const challenge = options.body.options.challenge as string
    const wrapped = await wrapKey(
      wallet.privateKey,
      new Uint8Array(randomBytes(32)),
      { passkey: laptopId },
      wallet.address,
    )
    // Without the key (a mailbox holder who added a passkey but has no kit): the proof fails.
    const stranger = await h.call('/api/device-key/wrap', {
      sessionToken: wallet.token,
      passkey: laptop.get(challenge),
      wrapped,
      proof: await privateKeyToAccount(`0x${'33'.repeat(32)}`).signMessage({
        message: wrapProofMessage(challenge),
      }),
    })
    expect(stranger.body.error.code).toBe('DEVICE_KEY_REFUSED')
    const again = await h.call('/api/device-key/options', {
      sessionToken: wallet.token,
      action: 'wrap',
      credentialId: laptopId,
    })
    const next = again.body.options.challenge as string
    const ok = await h.call('/api/device-key/wrap', {
      sessionToken: wallet.token,
      passkey: laptop.get(next),
      wrapped,
      proof: await privateKeyToAccount(wallet.privateKey).signMessage({ message: wrapProofMessage(next) }),
    })
    expect(ok.body).toEqual({ wrapped: laptopId })
    const state = await h.call('/api/device-key/state', { sessionToken: wallet.token })
    expect(state.body.address).toBe(wallet.address)
    expect(state.body.passkeys.map((p: { holdsKey: boolean }) => p.holdsKey)).toEqual([true, true])
    // One of two holders may go; the last holder stays while the key is on devices.
    expect((await h.call('/api/passkey/remove', { sessionToken: wallet.token, id: laptopId })).body).toEqual({
      removed: true,
    })
    const last = await h.call('/api/passkey/remove', { sessionToken: wallet.token, id: wallet.credentialId })
    expect(last.body.error.code).toBe('DEVICE_KEY_LAST')
  })

  it('returns the key to the server only after a passkey confirmed it, and only this wallet’s key', async () => {
    const wallet = await deviceWallet(h, 'device-off@example.com')
    const malformed = await h.call('/api/device-key/disable', {
      sessionToken: wallet.token,
      privateKey: wallet.privateKey,
    })
    expect(malformed.status).toBe(400)
    // An assertion over another change (turning on) does not turn it off.
    const asked = await h.call('/api/device-key/options', { sessionToken: wallet.token, action: 'enable' })
    expect(asked.body.error.code).toBe('DEVICE_KEY_REFUSED')
    const confirmOff = async () =>
      wallet.key.get(
        (await h.call('/api/device-key/options', { sessionToken: wallet.token, action: 'disable' })).body
          .options.challenge,
      )
    const otherKey = await h.call('/api/device-key/disable', {
      sessionToken: wallet.token,
      passkey: await confirmOff(),
      privateKey: `0x${'44'.repeat(32)}`,
    })
    expect(otherKey.body.error).toEqual({
      code: 'DEVICE_KEY_REFUSED',
      message: 'The key does not belong to this wallet',
    })
    const off = await h.call('/api/device-key/disable', {
      sessionToken: wallet.token,
      passkey: await confirmOff(),
      privateKey: wallet.privateKey,
    })
    expect(off.body).toEqual({ mode: 'server' })
    const { rows } = await h.db.query<{ recovery_wrap: string | null }>(
      'SELECT recovery_wrap FROM ss_users WHERE address = $1',
      [wallet.address],
    )
    expect(rows[0]?.recovery_wrap).toBeNull()
    // The server signs again, the same address.
    const request = sign('back on the server', wallet.address)
    const { body } = await h.call('/api/passkey/confirm/options', {
      sessionToken: wallet.token,
      chainId: 31337,
      request,
    })
    const signed = await h.call('/api/rpc', {
      sessionToken: wallet.token,
      chainId: 31337,
      request,
      passkey: wallet.key.get(body.options.challenge),
    })
    expect(
      await recoverMessageAddress({ message: 'back on the server', signature: signed.body.result }),
    ).toBe(wallet.address)
  })

  it('gives the recovery wrapping to a signed-in browser; refuses malformed wrappings', async () => {
    const wallet = await deviceWallet(h, 'device-kit@example.com')
    // Another session (a new sign-in by code) gets it: useless without the kit's secret.
    const fresh = await h.signIn('device-kit@example.com')
    const { body } = await h.call('/api/device-key/recovery', { sessionToken: fresh })
    expect(body.wrapped).not.toContain(wallet.privateKey.slice(2))
    const secret = kitSecretOf(wallet.kit.text) as Uint8Array<ArrayBuffer>
    expect(await unwrapKey(body.wrapped, secret, { kit: true }, wallet.address)).toBe(wallet.privateKey)
    // A wallet in server mode has none.
    const plain = await h.signIn('server-mode@example.com')
    expect((await h.call('/api/device-key/recovery', { sessionToken: plain })).body.error.code).toBe(
      'DEVICE_KEY_REFUSED',
    )
    // Turning on needs a passkey first, and well-formed wrappings.
    expect(
      (await h.call('/api/device-key/options', { sessionToken: plain, action: 'enable' })).body.error.code,
    ).toBe('PASSKEY_REQUIRED')
    const bad = await h.call('/api/device-key/enable', {
      sessionToken: plain,
      ticket: 'x',
      credentialId: 'y',
      wrapped: 'v2.nope',
      recovery: 'v1.x.y',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('BAD_REQUEST')
  })
})
