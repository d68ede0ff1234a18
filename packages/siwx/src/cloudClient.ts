// createCloudSiwx's calls to the cloud: loaded with import() by the first one (a sign-in, a session check),
// never with the page, which carries only the config (cloudSiwx.ts).
// Core's connection code first (sign-in starts after it, startOnUse in core): the answers' zod schemas
// (cloudAnswers.ts) then share its chunk's zod instead of splitting it into a chunk of its own that the
// modal's first open would fetch beside it.
import '@foyer/core/connection'
import type { RevokeSessionBody, SignInBody } from '@foyer/wire'
import type { answerSchemas } from './cloudAnswers.js'
import type { CloudSiwxOptions } from './cloudSiwx.js'
import { sameAddress } from './namespaces.js'
import { type CaipNetworkId, type SIWXConfig, SIWXError, type SIWXSession } from './types.js'

// The message code (EIP-4361, CAIP-122) loads on the first message made or session read; the answers'
// schemas with the first answer.
const messageCode = () => import('./message.js')
const answerCode = () => import('./cloudAnswers.js')

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Which session this browser's cookie holds: only its id, address and chain. */
type Held = { id: string; address: string; chainId: string }

type AnswerKind = keyof typeof answerSchemas
type Answer<K extends AnswerKind> = ReturnType<(typeof answerSchemas)[K]['parse']>

/**
 * The cloud's answer to `call` (e.g. 'GET /v1/sessions/nonce'), checked with its wire schema, which loads
 * while the request is on its way. Throws SIWXError: the server's refusal as its own text, 'HTTP status
 * code: {status}' without one, and 'Something went wrong' (details name the field) for an answer that
 * does not match the schema, rather than a sign-in built on a missing nonce or session.
 */
async function answer<K extends AnswerKind>(
  kind: K,
  call: string,
  request: Response | Promise<Response>,
): Promise<Answer<K>> {
  const [response, { answerSchemas }] = await Promise.all([request, answerCode()])
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined
  if (!response.ok)
    throw typeof body?.message === 'string'
      ? new SIWXError(body.message)
      : new SIWXError(`HTTP status code: ${response.status}`, {
          messageId: 'errorHttpStatus',
          messageParams: { status: response.status },
        })
  const parsed = answerSchemas[kind].safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new SIWXError('The sign-in service sent an answer Foyer cannot read', {
      messageId: 'somethingWentWrong',
      messageParams: undefined,
      details: `${call}: ${issue?.path.join('.') || 'body'} ${issue?.message ?? 'is invalid'}`,
    })
  }
  return parsed.data as Answer<K>
}

/** What the page part and the client share: the bearer token of the session added in this page. */
export interface CloudSiwxState {
  token: string | undefined
}

/** The cloud calls of createCloudSiwx (its SIWXConfig methods but getRequired), over `state`. */
export function createCloudClient(
  options: CloudSiwxOptions,
  state: CloudSiwxState,
): Omit<SIWXConfig, 'getRequired'> {
  const base = options.apiUrl.replace(/\/+$/, '')
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const storage = (): StorageLike | undefined => options.storage ?? globalThis.localStorage
  const key = `foyer:siwx:cloud:${options.projectId}`
  const url = (path: string, query: Record<string, string> = {}) =>
    `${base}${path}?${new URLSearchParams({ projectId: options.projectId, ...query })}`
  const same = (held: Held, chainId: CaipNetworkId, address: string) =>
    held.chainId === chainId && sameAddress(chainId, held.address, address)

  const readHeld = (): Held | undefined => {
    try {
      const value: unknown = JSON.parse(storage()?.getItem(key) ?? 'null')
      const held = value as Partial<Held> | null
      return typeof held?.id === 'string' &&
        typeof held.address === 'string' &&
        typeof held.chainId === 'string'
        ? (held as Held)
        : undefined
    } catch {
      return undefined
    }
  }
  const writeHeld = (held: Held | undefined) => {
    try {
      if (held) storage()?.setItem(key, JSON.stringify(held))
      else storage()?.removeItem(key)
    } catch {
      // Blocked storage: the next page load asks the visitor to sign in again.
    }
  }
  const credentials = (): RequestInit => ({
    credentials: 'include',
    headers: state.token ? { authorization: `Bearer ${state.token}` } : {},
  })

  const add = async (session: SIWXSession) => {
    const body = await answer(
      'signIn',
      'POST /v1/sessions',
      fetchImpl(url('/v1/sessions'), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: session.message, signature: session.signature } satisfies SignInBody),
      }),
    )
    state.token = body.token
    writeHeld({ id: body.session.id, address: body.session.address, chainId: body.session.chainId })
  }

  return {
    async createMessage({ accountAddress, chainId }) {
      const { nonce } = await answer(
        'nonce',
        'GET /v1/sessions/nonce',
        fetchImpl(url('/v1/sessions/nonce'), { credentials: 'include' }),
      )
      const { createSIWXMessage } = await messageCode()
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
      const held = readHeld()
      if (!held || !same(held, chainId, address)) return
      const { headers, ...init } = credentials()
      await answer(
        'revoke',
        'POST /v1/sessions/{address}/revoke',
        fetchImpl(url(`/v1/sessions/${encodeURIComponent(address)}/revoke`), {
          ...init,
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ pci: held.id } satisfies RevokeSessionBody),
        }),
      )
      writeHeld(undefined)
      state.token = undefined
    },
    async getSessions(chainId: CaipNetworkId, address: string) {
      // Only a session this browser holds counts; without a note of one there is nothing to ask.
      const held = readHeld()
      if (!held || !same(held, chainId, address)) return []
      const response = await fetchImpl(url('/v1/sessions/me'), credentials())
      if (response.status === 401) {
        writeHeld(undefined)
        return []
      }
      const { session } = await answer('session', 'GET /v1/sessions/me', response)
      if (session.id !== held.id || !same(session, chainId, address)) return []
      const { parseSIWXMessage } = await messageCode()
      return [
        { data: parseSIWXMessage(session.message), message: session.message, signature: session.signature },
      ]
    },
  }
}
