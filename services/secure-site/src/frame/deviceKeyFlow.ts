// Device mode's calls from main.ts: the API behind the card's switch, and signing one approved request
// with the key the request's own assertion unwraps.

import { FrameReplyError } from '@foyer/frame'
import type { AuthenticationResponse, PasskeyOptionsJson } from '@foyer/frame/secure-site'
import type { SecureSiteCall } from './api.js'
import { USER_REJECTED } from './approval.js'
import type { DeviceKeyApi } from './deviceKeyCard.js'
import { unwrapKey } from './deviceKeyCrypto.js'
import type { FrameTexts } from './texts.js'
import { usePasskeyWithPrf } from './webauthn.js'

type Hex = `0x${string}`

/** The device-key endpoints, each with the session. */
export const deviceKeyApi = (
  call: SecureSiteCall,
  sessionToken: string,
): Omit<DeviceKeyApi, 'addPasskey'> => ({
  state: () => call('/api/device-key/state', { sessionToken }),
  options: (action, credentialId) =>
    call('/api/device-key/options', { sessionToken, action, ...(credentialId ? { credentialId } : {}) }),
  unlock: (passkey) => call('/api/device-key/unlock', { sessionToken, passkey }),
  enable: async (body) => {
    await call('/api/device-key/enable', { sessionToken, ...body })
  },
  disable: async (passkey, privateKey) => {
    await call('/api/device-key/disable', { sessionToken, passkey, privateKey })
  },
  wrap: async (passkey, wrapped, proof) => {
    await call('/api/device-key/wrap', { sessionToken, passkey, wrapped, proof })
  },
  recovery: () => call('/api/device-key/recovery', { sessionToken }),
})

/**
 * One approved request of a device-mode wallet: the assertion (with PRF) over the server's challenge
 * for it, the key unwrapped in memory, `sign` with it, the key dropped, then `send` (the server checks
 * the assertion and the signature, and answers or broadcasts).
 */
export async function signWithDeviceKey(
  win: Window,
  options: PasskeyOptionsJson,
  device: { salt: string; wraps: Record<string, string>; address: string },
  t: FrameTexts,
  steps: {
    sign(key: Hex): Promise<Hex | Hex[]>
    send(passkey: AuthenticationResponse, signed: Hex | Hex[]): Promise<unknown>
  },
): Promise<unknown> {
  let answer: Awaited<ReturnType<typeof usePasskeyWithPrf>>
  try {
    answer = await usePasskeyWithPrf(win, options, device.salt)
  } catch {
    throw new FrameReplyError(USER_REJECTED, { code: 'USER_REJECTED' })
  }
  const id = answer.response.id as string
  const wrapped = device.wraps[id]
  let key =
    answer.prf && wrapped ? await unwrapKey(wrapped, answer.prf, { passkey: id }, device.address) : undefined
  answer.prf?.fill(0)
  if (!key) throw new FrameReplyError(t.deviceKeyLocked, { code: 'KEY_ON_DEVICE' })
  let signed: Hex | Hex[]
  try {
    signed = await steps.sign(key)
  } catch (error) {
    // deviceSign.ts is a bundle of its own: its refusals come as named plain errors.
    if (error instanceof Error && error.name === 'DEVICE_SIGN_REFUSED')
      throw new FrameReplyError(error.message, { code: 'RPC_ERROR' })
    throw error
  } finally {
    key = undefined
  }
  return steps.send(answer.response, signed)
}
