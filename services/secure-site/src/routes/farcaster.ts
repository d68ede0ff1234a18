import type { Hono } from 'hono'
import * as z from 'zod'
import { digest } from '../crypto/tokens.js'
import { FarcasterLoginError } from '../farcaster/verify.js'
import { post } from '../http/api.js'
import { ApiError, type SecureSiteDeps } from '../http/context.js'

/** How long a Farcaster request waits for the visitor's Farcaster app (the relay's channels live 5 minutes). */
const FARCASTER_LOGIN_TTL_MS = 5 * 60_000

const FARCASTER_MESSAGES = {
  expired: 'This Farcaster request has expired. Get a new code.',
  unreachable: 'Farcaster could not be reached. Try again later.',
} as const

const channelSchema = z.object({
  channelToken: z.string().min(1).max(200),
  url: z.string().url(),
  nonce: z.string(),
})
const statusSchema = z.object({
  state: z.enum(['pending', 'completed']),
  message: z.string().optional(),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/)
    .optional(),
  fid: z.number().int().positive().optional(),
  username: z.string().max(64).optional(),
})

type Row = { channel_token: string; nonce: string; domain: string }

/** The verifier's reason travels as a value: the message's signer, nonce or time, nothing secret. */
const farcasterFailed = (reason: string) =>
  new ApiError(400, 'FARCASTER_FAILED', `Farcaster sign-in failed: ${reason}`, { reason })

/** Sign In With Farcaster (get Farcaster URI, connect Farcaster) through the Farcaster auth relay. */
export function farcasterRoutes(app: Hono, deps: SecureSiteDeps): void {
  const relay = deps.config.farcasterRelayUrl
  const fetcher = deps.fetch ?? fetch
  const hash = (value: string) => digest(deps.envelope.hmacKey(), value)
  const now = () => deps.now?.() ?? Date.now()

  const relayCall = async (path: string, init: RequestInit) => {
    try {
      return await fetcher(`${relay}${path}`, { ...init, signal: AbortSignal.timeout(10_000) })
    } catch {
      throw new ApiError(400, 'FARCASTER_UNAVAILABLE', FARCASTER_MESSAGES.unreachable)
    }
  }

  post(app, deps, '/api/farcaster/uri', async ({ device, origin }) => {
    // The app's page is who the visitor signs in to: its host is the message's domain.
    const domain = new URL(origin).host
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString('hex')
    const response = await relayCall('/v1/channel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: origin, domain, nonce }),
    })
    const channel =
      response.status === 201
        ? channelSchema.safeParse(await response.json().catch(() => undefined))
        : undefined
    if (!channel?.success) throw new ApiError(400, 'FARCASTER_UNAVAILABLE', FARCASTER_MESSAGES.unreachable)
    // One pending request per browser and page: a new code replaces the last one.
    await deps.db.query(
      `INSERT INTO ss_farcaster_logins (device_hash, origin, channel_token, nonce, domain, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (device_hash, origin) DO UPDATE SET channel_token = EXCLUDED.channel_token, nonce = EXCLUDED.nonce,
         domain = EXCLUDED.domain, expires_at = EXCLUDED.expires_at, used = false`,
      [
        hash(device),
        origin,
        channel.data.channelToken,
        nonce,
        domain,
        new Date(now() + FARCASTER_LOGIN_TTL_MS),
      ],
    )
    return { url: channel.data.url }
  })

  post(app, deps, '/api/farcaster/status', async ({ device, origin }) => {
    const { rows } = await deps.db.query<Row>(
      'SELECT channel_token, nonce, domain FROM ss_farcaster_logins WHERE device_hash = $1 AND origin = $2 AND NOT used AND expires_at > $3',
      [hash(device), origin, new Date(now())],
    )
    const row = rows[0]
    if (!row) throw new ApiError(400, 'FARCASTER_EXPIRED', FARCASTER_MESSAGES.expired)
    const response = await relayCall('/v1/channel/status', {
      headers: { authorization: `Bearer ${row.channel_token}` },
    })
    if (response.status === 401) throw new ApiError(400, 'FARCASTER_EXPIRED', FARCASTER_MESSAGES.expired)
    const status = statusSchema.safeParse(await response.json().catch(() => undefined))
    if (!status.success || (response.status !== 200 && response.status !== 202))
      throw new ApiError(400, 'FARCASTER_UNAVAILABLE', FARCASTER_MESSAGES.unreachable)
    const { state, message, signature, fid, username } = status.data
    if (state === 'pending') return { state }
    if (!message || !signature || !fid) throw farcasterFailed('the answer is incomplete')
    let verified: { fid: number }
    try {
      verified = await deps.farcaster.verify({
        nonce: row.nonce,
        domain: row.domain,
        message,
        signature: signature as `0x${string}`,
      })
    } catch (error) {
      if (error instanceof FarcasterLoginError) throw farcasterFailed(error.message)
      throw error
    }
    if (verified.fid !== fid) throw farcasterFailed('the fid does not match')
    // Used once: a second poll (or another instance) cannot open a second session with it.
    const taken = await deps.db.query(
      'UPDATE ss_farcaster_logins SET used = true WHERE device_hash = $1 AND origin = $2 AND channel_token = $3 AND NOT used',
      [hash(device), origin, row.channel_token],
    )
    if (taken.rowCount === 0) throw new ApiError(400, 'FARCASTER_EXPIRED', FARCASTER_MESSAGES.expired)
    const userName = username || `fid ${fid}`
    const user = await deps.users.forIdentity('farcaster', String(fid), userName)
    await deps.users.rememberDevice(user, device)
    return { state, userName, sessionToken: await deps.users.openSession(user, device) }
  })
}
