import {
  type CurrentSessionResponse,
  type RevokeSessionResponse,
  revokeSessionBodySchema,
  type SessionNonceResponse,
  type SessionsResponse,
  type SignInResponse,
  sessionsQuerySchema,
  signInBodySchema,
} from '@foyer/wire'
import { Hono } from 'hono'
import { NotFoundError, SignInRefusedError } from '../errors.js'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'
import { accountAddressSchema } from '../siwx/accounts.js'
import { checkSignInBinding } from '../siwx/binding.js'
import { readSignInMessage, verifyAccountSignature, verifySignIn } from '../siwx/signIn.js'
import { createSignInStore, summaryOf } from '../siwx/store.js'

/** The cookie a browser keeps its sign-in in (HttpOnly: page scripts cannot read it). */
export const SESSION_COOKIE = 'foyer_siwx'
/** The text an address signs to end one of its sessions without its token. */
export const revokeMessage = (id: string) => `Revoke sign-in session ${id}`

/**
 * Whether the browser reached the cloud over https: the request's own URL, or, behind a proxy the
 * operator trusts (FOYER_CLOUD_TRUST_PROXY), the proxy's X-Forwarded-Proto.
 */
function overHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (new URL(url).protocol === 'https:') return true
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https'
}

function bearer(authorization: string | undefined, cookie: string | undefined): string | undefined {
  const fromHeader = /^Bearer ([0-9a-f]{64})$/.exec(authorization ?? '')?.[1]
  if (fromHeader) return fromHeader
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([0-9a-f]{64})`).exec(cookie ?? '')?.[1]
}

/**
 * Sign in with a wallet on the server: a nonce, the signed message checked against it (EIP-4361 for EVM
 * accounts, CAIP-122 for Solana and Bitcoin ones), the signature verified (EVM by the chain: EOA, ERC-1271,
 * and ERC-6492 for accounts not deployed yet; Solana by ed25519; Bitcoin by BIP-322), and the sessions it
 * makes: listed per address, revoked by the address or its token, and checked by the app's backend with
 * `GET /v1/sessions/me`.
 */
export const sessionRoutes = new Hono<CloudEnv>()
  .get('/v1/sessions/nonce', async (c) => {
    const store = createSignInStore(c.get('db'))
    return c.json<SessionNonceResponse>(await store.issueNonce(c.get('project').projectId))
  })
  .post('/v1/sessions', async (c) => {
    const body = parseOrThrow(signInBodySchema, await c.req.json().catch(() => undefined), 'body')
    const signIn = readSignInMessage(body.message, body.signature)
    const chains = c.get('chains')
    // An EVM message needs a chain this cloud serves to verify it: refused before its nonce is spent.
    if (signIn.namespace === 'eip155') chains.get(signIn.chainId, 'message chain')
    const project = c.get('project')
    // Bound to the project's origins even without an Origin header: a server can post a message
    // signed for another site.
    const expiresAt = checkSignInBinding(signIn, {
      allowedOrigins: project.allowedOrigins,
      origin: c.req.header('origin'),
      maxSessionSeconds: project.maxSessionSeconds,
    })
    const projectId = project.projectId
    const store = createSignInStore(c.get('db'))
    // The nonce is used up first, so a wrong signature cannot be retried with it.
    if (!(await store.useNonce(projectId, signIn.nonce)))
      throw new SignInRefusedError('The nonce is unknown, already used or expired: ask for a new one')
    await verifySignIn(signIn, { text: body.message, signature: body.signature, chains })
    const { session, token } = await store.add(projectId, {
      address: signIn.address,
      chainId: signIn.chainId,
      domain: signIn.domain,
      message: body.message,
      signature: body.signature,
      issuedAt: signIn.issuedAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
    })
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
    const secure = overHttps(c.req.url, c.req.header('x-forwarded-proto'), c.get('trustProxy'))
    c.header(
      'Set-Cookie',
      `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`,
    )
    return c.json<SignInResponse>({ session, token })
  })
  .get('/v1/sessions/me', async (c) => {
    const token = bearer(c.req.header('authorization'), c.req.header('cookie'))
    const session = token
      ? await createSignInStore(c.get('db')).byToken(c.get('project').projectId, token)
      : undefined
    if (!session) throw new SignInRefusedError('No valid sign-in session')
    return c.json<CurrentSessionResponse>({ session })
  })
  .get('/v1/sessions/:address', async (c) => {
    const address = parseOrThrow(accountAddressSchema, c.req.param('address'), 'address')
    const { chainId } = parseOrThrow(sessionsQuerySchema, { chainId: c.req.query('chainId') }, 'query')
    const sessions = await createSignInStore(c.get('db')).list(c.get('project').projectId, address, chainId)
    // Anyone who knows the address may ask: ids, chains and times only, never the signed texts.
    return c.json<SessionsResponse>({ sessions: sessions.map(summaryOf) })
  })
  .post('/v1/sessions/:address/revoke', async (c) => {
    const address = parseOrThrow(accountAddressSchema, c.req.param('address'), 'address')
    const body = parseOrThrow(revokeSessionBodySchema, await c.req.json().catch(() => undefined), 'body')
    const projectId = c.get('project').projectId
    const store = createSignInStore(c.get('db'))
    const session = (await store.list(projectId, address)).find((s) => s.id === body.pci)
    if (!session) throw new NotFoundError('Session')
    const token = bearer(c.req.header('authorization'), c.req.header('cookie'))
    const byToken = token ? (await store.byToken(projectId, token))?.id === session.id : false
    if (!byToken) {
      // Without the session's own token the address proves it wants the session gone.
      if (!body.signature) throw new SignInRefusedError('Revoking needs the session token or a signature')
      const signed = await verifyAccountSignature({
        chainId: session.chainId,
        address: session.address,
        text: revokeMessage(session.id),
        signature: body.signature,
        chains: c.get('chains'),
      })
      if (!signed) throw new SignInRefusedError('The signature does not match the account')
    }
    await store.revoke(projectId, address, session.id)
    return c.json<RevokeSessionResponse>({ revoked: true })
  })
