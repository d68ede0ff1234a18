// A stand-in for Farcaster's auth relay (relay.farcaster.xyz), with its routes, bodies and status
// codes: POST /v1/channel -> 201, GET /v1/channel/status -> 202 pending / 200 completed / 401,
// POST /v1/channel/authenticate (with the relay key) -> 201. No relay package exists on the registry.
// Channels live in this process's memory: it stands in for a third-party service, run once locally.
import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody } from '@foyer/service-kit/body'

export interface RelayOptions {
  /** Where channel URLs point: the Farcaster client that opens them (the test client page locally). */
  clientUrl: string
  /** The key a Farcaster client shows to complete a channel (`X-Farcaster-Auth-Relay-Key`). */
  relayKey: string
  /** How long a channel lives. */
  channelTtlMs: number
  now?: () => number
}

interface SignatureParams {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

interface Channel {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  signatureParams: SignatureParams
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  expiresAt: number
  completion?: Record<string, unknown>
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify(body))
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const body = await readBody(req, 64 * 1024)
  try {
    const value = JSON.parse(body) as unknown
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

const text = (value: unknown, max = 2048) =>
  typeof value === 'string' && value.length <= max ? value : undefined
const NONCE = /^[a-zA-Z0-9]{8,64}$/

export function createRelay(options: RelayOptions) {
  const channels = new Map<string, Channel>()
  const now = options.now ?? Date.now
  const live = (token: string | undefined) => {
    const channel = token ? channels.get(token) : undefined
    if (channel && channel.expiresAt <= now()) {
      channels.delete(token as string)
      return undefined
    }
    return channel
  }
  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1]
  const statusBody = (channel: Channel) => ({
    state: channel.state,
    nonce: channel.nonce,
    url: channel.url,
    signatureParams: channel.signatureParams,
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
    ...channel.completion,
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://relay').pathname
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type, x-farcaster-auth-relay-key',
      })
      res.end()
      return
    }
    if (path === '/v1/channel' && req.method === 'POST') {
      const body = await readJson(req)
      const siweUri = text(body?.siweUri)
      const domain = text(body?.domain, 253)
      const nonce = body?.nonce === undefined ? randomBytes(12).toString('hex') : text(body.nonce, 64)
      if (!body || !siweUri || !URL.canParse(siweUri) || !domain || !nonce || !NONCE.test(nonce))
        return json(res, 400, {
          error: 'Validation error',
          message: 'siweUri, domain and an alphanumeric nonce are required',
        })
      // Expired channels go when new ones come: the map never holds more than a TTL's worth.
      for (const [token, channel] of channels) if (channel.expiresAt <= now()) channels.delete(token)
      const channelToken = randomUUID()
      const url = `${options.clientUrl}/~/siwf?channelToken=${channelToken}`
      const signatureParams: SignatureParams = { siweUri, domain, nonce }
      for (const key of ['notBefore', 'expirationTime', 'requestId', 'redirectUrl'] as const) {
        const value = text(body[key])
        if (value) signatureParams[key] = value
      }
      channels.set(channelToken, {
        state: 'pending',
        nonce,
        url,
        signatureParams,
        acceptAuthAddress: body.acceptAuthAddress !== false,
        metadata: { ip: req.socket.remoteAddress ?? '', userAgent: String(req.headers['user-agent'] ?? '') },
        expiresAt: now() + options.channelTtlMs,
      })
      return json(res, 201, { channelToken, url, nonce })
    }
    if (path === '/v1/channel/status' && req.method === 'GET') {
      const channel = live(bearer(req))
      if (!channel) return json(res, 401, { error: 'Unauthorized' })
      return json(res, channel.state === 'completed' ? 200 : 202, statusBody(channel))
    }
    if (path === '/v1/channel/authenticate' && req.method === 'POST') {
      if (req.headers['x-farcaster-auth-relay-key'] !== options.relayKey)
        return json(res, 401, { error: 'Unauthorized' })
      const channel = live(bearer(req))
      if (!channel) return json(res, 401, { error: 'Unauthorized' })
      const body = await readJson(req)
      const message = text(body?.message, 8192)
      const signature = text(body?.signature, 1024)
      const fid = body?.fid
      if (!body || !message || !signature || !/^0x[0-9a-fA-F]+$/.test(signature) || typeof fid !== 'number')
        return json(res, 400, {
          error: 'Validation error',
          message: 'message, signature and fid are required',
        })
      channel.state = 'completed'
      channel.completion = {
        message,
        signature,
        fid,
        authMethod: body.authMethod === 'authAddress' ? 'authAddress' : 'custody',
        ...Object.fromEntries(
          (['username', 'bio', 'displayName', 'pfpUrl', 'custody'] as const)
            .map((key) => [key, text(body[key], 256)])
            .filter(([, value]) => value !== undefined),
        ),
        verifications: [],
      }
      return json(res, 201, statusBody(channel))
    }
    return json(res, 404, { error: 'Not found' })
  }

  return { handle, channels }
}
