import { Hono } from 'hono'
import { type Hex, isHex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { InvalidRequestError, NotFoundError, SignInRefusedError } from '../errors.js'
import type { CloudEnv } from '../http/env.js'
import { parseOrThrow } from '../http/validate.js'
import { evmAddressSchema } from '../schemas/blockchain.js'
import { createSignInStore } from '../siwx/store.js'

/** The cookie a browser keeps its sign-in in (HttpOnly: page scripts cannot read it). */
export const SESSION_COOKIE = 'foyer_siwx'
/** The text an address signs to end one of its sessions without its token. */
export const revokeMessage = (id: string) => `Revoke sign-in session ${id}`

const signInSchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z
    .string()
    .max(20_000)
    .refine((value) => isHex(value), 'must be a 0x hex signature'),
})
const revokeSchema = z.object({
  pci: z.string().regex(/^[0-9a-f]{24}$/, 'must be a session id'),
  signature: z.optional(
    z
      .string()
      .max(20_000)
      .refine((value) => isHex(value), 'must be a 0x hex signature'),
  ),
})
const listQuerySchema = z.object({
  chainId: z.optional(z.string().regex(/^eip155:\d{1,12}$/, 'must be eip155:<id>')),
})

function bearer(authorization: string | undefined, cookie: string | undefined): string | undefined {
  const fromHeader = /^Bearer ([0-9a-f]{64})$/.exec(authorization ?? '')?.[1]
  if (fromHeader) return fromHeader
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([0-9a-f]{64})`).exec(cookie ?? '')?.[1]
}

/**
 * Sign in with a wallet (EIP-4361) on the server: a nonce, the signed message checked against it,
 * the chain's verification of the signature (EOA, ERC-1271, and ERC-6492 for accounts not deployed
 * yet), and the sessions it makes: listed per address, revoked by the address or its token, and
 * checked by the app's backend with `GET /v1/sessions/me`.
 */
export const sessionRoutes = new Hono<CloudEnv>()
  .get('/v1/sessions/nonce', async (c) => {
    const store = createSignInStore(c.get('db'))
    return c.json(await store.issueNonce(c.get('project').projectId))
  })
  .post('/v1/sessions', async (c) => {
    const body = parseOrThrow(signInSchema, await c.req.json().catch(() => undefined), 'body')
    let fields: ReturnType<typeof parseSiweMessage>
    try {
      fields = parseSiweMessage(body.message)
    } catch {
      throw new InvalidRequestError('message', 'is not an EIP-4361 message')
    }
    const { address, chainId, nonce, domain } = fields
    if (!address || !chainId || !nonce || !domain)
      throw new InvalidRequestError(
        'message',
        'is not an EIP-4361 message (address, chain, nonce and domain)',
      )
    const chain = c.get('chains').get(`eip155:${chainId}`, 'message chain')
    const origin = c.req.header('origin')
    if (origin && URL.canParse(origin) && new URL(origin).host !== domain)
      throw new SignInRefusedError('The message is for another domain than the page that sends it')
    const projectId = c.get('project').projectId
    const store = createSignInStore(c.get('db'))
    // The nonce is used up first, so a wrong signature cannot be retried with it.
    if (!(await store.useNonce(projectId, nonce)))
      throw new SignInRefusedError('The nonce is unknown, already used or expired: ask for a new one')
    const valid = await chain.client
      .verifySiweMessage({ message: body.message, signature: body.signature as Hex, domain, nonce })
      .catch((error: unknown) => {
        throw new SignInRefusedError('The signature could not be checked on the chain', { cause: error })
      })
    if (!valid)
      throw new SignInRefusedError(
        'The signature does not match the account, or the message is not valid now',
      )
    const { session, token } = await store.add(projectId, {
      address,
      chainId: `eip155:${chainId}`,
      domain,
      message: body.message,
      signature: body.signature,
      issuedAt: (fields.issuedAt ?? new Date()).toISOString(),
      expiresAt: fields.expirationTime ? fields.expirationTime.toISOString() : null,
    })
    const maxAge = session.expiresAt
      ? Math.max(0, Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000))
      : 0
    c.header('Set-Cookie', `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`)
    return c.json({ session, token })
  })
  .get('/v1/sessions/me', async (c) => {
    const token = bearer(c.req.header('authorization'), c.req.header('cookie'))
    const session = token
      ? await createSignInStore(c.get('db')).byToken(c.get('project').projectId, token)
      : undefined
    if (!session) throw new SignInRefusedError('No valid sign-in session')
    return c.json({ session })
  })
  .get('/v1/sessions/:address', async (c) => {
    const address = parseOrThrow(evmAddressSchema, c.req.param('address'), 'address')
    const { chainId } = parseOrThrow(listQuerySchema, { chainId: c.req.query('chainId') }, 'query')
    const sessions = await createSignInStore(c.get('db')).list(c.get('project').projectId, address, chainId)
    return c.json({ sessions })
  })
  .post('/v1/sessions/:address/revoke', async (c) => {
    const address = parseOrThrow(evmAddressSchema, c.req.param('address'), 'address')
    const body = parseOrThrow(revokeSchema, await c.req.json().catch(() => undefined), 'body')
    const projectId = c.get('project').projectId
    const store = createSignInStore(c.get('db'))
    const session = (await store.list(projectId, address)).find((s) => s.id === body.pci)
    if (!session) throw new NotFoundError('Session')
    const token = bearer(c.req.header('authorization'), c.req.header('cookie'))
    const byToken = token ? (await store.byToken(projectId, token))?.id === session.id : false
    if (!byToken) {
      // Without the session's own token the address proves it wants the session gone.
      if (!body.signature) throw new SignInRefusedError('Revoking needs the session token or a signature')
      const chain = c.get('chains').get(session.chainId, 'session chain')
      const signed = await chain.client.verifyMessage({
        address: address as Hex,
        message: revokeMessage(session.id),
        signature: body.signature as Hex,
      })
      if (!signed) throw new SignInRefusedError('The signature does not match the account')
    }
    await store.revoke(projectId, address, session.id)
    return c.json({ revoked: true })
  })
