import { createSIWXMessage, parseSIWXMessage } from './message.js'
import { type CaipNetworkId, type SIWXConfig, SIWXError, type SIWXSession } from './types.js'

export interface CloudSiwxOptions {
  /** The cloud API (services/cloud, or a hosted one speaking the same calls). */
  apiUrl: string
  projectId: string
  statement?: string
  required?: boolean
  domain?: string
  uri?: string
  fetch?: typeof fetch
}

type ServerSession = { id: string; address: string; chainId: string; message: string; signature: string }

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined
  if (!response.ok)
    throw new SIWXError(
      typeof body?.message === 'string' ? body.message : `HTTP status code: ${response.status}`,
    )
  return body as T
}

/**
 * Sign-in checked by the server: the nonce comes from the cloud, which verifies the signed message on
 * the chain (EOAs, ERC-1271 and ERC-6492 smart accounts) and keeps the session; the browser gets an
 * HttpOnly cookie and a bearer token that the app's backend checks with `GET /v1/sessions/me`.
 *
 * @example
 * const siwx = createCloudSiwx({ apiUrl: 'http://localhost:4000', projectId, required: true })
 */
export function createCloudSiwx(options: CloudSiwxOptions): SIWXConfig & {
  /** The bearer token of the newest session added in this page, for the app's own backend calls. */
  token(): string | undefined
} {
  const base = options.apiUrl.replace(/\/+$/, '')
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const url = (path: string, query: Record<string, string> = {}) =>
    `${base}${path}?${new URLSearchParams({ projectId: options.projectId, ...query })}`
  // Tokens of the sessions added here, by session id: revoking uses them instead of a new signature.
  const tokens = new Map<string, string>()
  let latest: string | undefined
  const list = async (chainId: CaipNetworkId, address: string) =>
    (
      await answer<{ sessions: ServerSession[] }>(
        await fetchImpl(url(`/v1/sessions/${address}`, { chainId }), { credentials: 'include' }),
      )
    ).sessions
  const add = async (session: SIWXSession) => {
    const body = await answer<{ session: ServerSession; token: string }>(
      await fetchImpl(url('/v1/sessions'), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: session.message, signature: session.signature }),
      }),
    )
    tokens.set(body.session.id, body.token)
    latest = body.token
  }
  return {
    async createMessage({ accountAddress, chainId }) {
      const { nonce } = await answer<{ nonce: string }>(
        await fetchImpl(url('/v1/sessions/nonce'), { credentials: 'include' }),
      )
      return createSIWXMessage({
        accountAddress,
        chainId,
        domain: options.domain ?? globalThis.location?.host ?? '',
        uri: options.uri ?? globalThis.location?.origin ?? '',
        version: '1',
        nonce,
        issuedAt: new Date().toISOString(),
        ...(options.statement ? { statement: options.statement } : {}),
      })
    },
    addSession: add,
    async setSessions(sessions) {
      for (const session of sessions) await add(session)
    },
    async revokeSession(chainId, address) {
      for (const session of await list(chainId, address)) {
        const token = tokens.get(session.id)
        if (!token) continue
        await answer(
          await fetchImpl(url(`/v1/sessions/${address}/revoke`), {
            method: 'POST',
            credentials: 'include',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ pci: session.id }),
          }),
        )
        tokens.delete(session.id)
      }
    },
    async getSessions(chainId, address) {
      return (await list(chainId, address)).map((s) => ({
        data: parseSIWXMessage(s.message),
        message: s.message,
        signature: s.signature,
      }))
    },
    getRequired: () => options.required ?? false,
    token: () => latest,
  }
}
