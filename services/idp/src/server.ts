// The local identity provider: one oidc-provider issuer per social provider, at `/<provider>`, with
// its own sign-in and consent screens and (for the OAuth 2 ones) the provider's user endpoint.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BodyTooLargeError, readBody } from '@foyer/service-kit/body'
import Provider, { type ClientMetadata } from 'oidc-provider'
import { loadKeys } from './keys.js'
import { memoryAdapterFactory } from './memoryAdapter.js'
import { consentPage, indexPage, loginPage } from './pages.js'
import {
  accountId,
  oidcClaims,
  PROVIDER_SCOPES,
  PROVIDERS,
  type ProviderName,
  personFromName,
  personOf,
  TEST_PEOPLE,
  USER_ENDPOINTS,
  userEndpointBody,
} from './profiles.js'

/** The client the secure site uses locally (README): public test values, not secrets. */
export const LOCAL_CLIENT = { id: 'foyer-secure-site', secret: 'foyer-local-secret' } as const
/** A second app registered at every provider: its codes must not work for the secure site. */
export const OTHER_CLIENT = { id: 'other-app', secret: 'other-app-secret' } as const

export interface IdpOptions {
  port: number
  host?: string
  /** Where browsers reach this server (issuers are `<publicUrl>/<provider>`); defaults to localhost:port. */
  publicUrl?: string
  /** The secure site's callback(s) the clients may redirect to. */
  redirectUris: readonly string[]
  stateDir?: string
}

export interface Idp {
  url: string
  issuer(provider: ProviderName): string
  stop(): Promise<void>
}

function clients(name: ProviderName, redirectUris: readonly string[]): ClientMetadata[] {
  return [LOCAL_CLIENT, OTHER_CLIENT].map((client) => ({
    client_id: client.id,
    client_secret: client.secret,
    client_name: client === LOCAL_CLIENT ? 'Foyer wallet' : 'Another app',
    redirect_uris: [...redirectUris],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // Each provider's own rule: X wants HTTP Basic, the others take the secret in the body.
    token_endpoint_auth_method: name === 'x' ? 'client_secret_basic' : 'client_secret_post',
  }))
}

function makeProvider(
  name: ProviderName,
  issuer: string,
  options: IdpOptions,
  keys: ReturnType<typeof loadKeys>,
) {
  const provider = new Provider(issuer, {
    adapter: memoryAdapterFactory(),
    clients: clients(name, options.redirectUris),
    jwks: { keys: [keys.jwk] },
    cookies: { keys: [keys.cookieKey] },
    pkce: { required: () => true },
    scopes: ['openid', ...PROVIDER_SCOPES[name]],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name'],
    },
    // Google and Apple put the profile in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/${name}/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const found = personOf(id)
      if (!found) return undefined
      return { accountId: id, claims: () => oidcClaims(found.provider, found.person) as { sub: string } }
    },
    renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>${out.error}</h1><p>${String(out.error_description ?? '').replace(/[<&]/g, '')}</p>`
    },
  })
  return provider
}

/** A sign-in form over this size is refused (413), not cut; oidc-provider limits its own bodies. */
const MAX_FORM_BYTES = 16 * 1024

/** The posted form; BodyTooLargeError past MAX_FORM_BYTES. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req, MAX_FORM_BYTES))
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  res.end(body)
}

/** Starts the provider; resolves once it listens. */
export async function startIdp(options: IdpOptions): Promise<Idp> {
  const keys = loadKeys(options.stateDir)
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const base = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '')
  const providers = new Map(
    PROVIDERS.map((name) => [name, makeProvider(name, `${base}/${name}`, options, keys)] as const),
  )

  async function interaction(
    name: ProviderName,
    provider: Provider,
    rest: string,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const [uid, action] = rest.split('/')
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) return send(res, 400, 'text/plain', 'This sign-in has expired. Start again.')
    const client = await provider.Client.find(String(details.params.client_id))
    const clientName = String(client?.clientName ?? details.params.client_id)
    if (req.method === 'GET') {
      if (details.prompt.name === 'login')
        return send(res, 200, 'text/html', loginPage(name, uid, clientName))
      const who = personOf(String(details.session?.accountId))?.person.name ?? 'you'
      return send(res, 200, 'text/html', consentPage(name, uid, clientName, who))
    }
    const form = await readForm(req)
    if (action === 'abort') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      )
    }
    if (action === 'login') {
      const key = form.get('person')
      const person = key ? TEST_PEOPLE.find((p) => p.key === key) : personFromName(form.get('name') ?? '')
      if (!person) return send(res, 400, 'text/html', loginPage(name, uid, clientName))
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: accountId(name, person) } },
        { mergeWithLastSubmission: false },
      )
    }
    if (action === 'confirm') {
      const session = details.session
      if (!session) return send(res, 400, 'text/plain', 'Sign in first.')
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ??
          new provider.Grant({ accountId: session.accountId, clientId: client?.clientId ?? '' }))
        : new provider.Grant({ accountId: session.accountId, clientId: String(details.params.client_id) })
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] }
      if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
      if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims)
      const grantId = await grant.save()
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      )
    }
    return send(res, 404, 'text/plain', 'Not found')
  }

  /** The OAuth 2 providers' user endpoints, answering with the access token's person. */
  async function userEndpoint(
    name: ProviderName,
    provider: Provider,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined
    const found = token ? personOf(token.accountId) : undefined
    if (!token || !found || found.provider !== name)
      return send(res, 401, 'application/json', JSON.stringify({ message: 'Bad credentials' }))
    return send(res, 200, 'application/json', JSON.stringify(userEndpointBody(name, found.person)))
  }

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', 'http://idp')
    const [, first = '', ...restParts] = url.pathname.split('/')
    if (url.pathname === '/') return send(res, 200, 'text/html', indexPage(base, PROVIDERS))
    if (url.pathname === '/health') return send(res, 200, 'application/json', '{"ok":true}')
    const name = PROVIDERS.find((p) => p === first)
    const provider = name && providers.get(name)
    if (!name || !provider) return send(res, 404, 'text/plain', 'Not found')
    const rest = `/${restParts.join('/')}`
    const run = async () => {
      if (rest.startsWith('/interaction/')) return interaction(name, provider, rest.slice(13), req, res)
      if (USER_ENDPOINTS[name] === rest && req.method === 'GET') return userEndpoint(name, provider, req, res)
      // Everything else is oidc-provider's, mounted below the provider's path.
      const mounted = req as IncomingMessage & { originalUrl?: string }
      mounted.originalUrl = req.url ?? '/'
      req.url = `${rest}${url.search}`
      return provider.callback()(req, res)
    }
    run().catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        res.setHeader('connection', 'close')
        return send(res, 413, 'text/plain', 'The form is too large.')
      }
      console.error(`idp: ${req.method} ${url.pathname} failed: ${(error as Error).message}`)
      if (!res.headersSent) send(res, 400, 'text/plain', 'This sign-in has expired. Start again.')
    })
  })

  return {
    url: base,
    issuer: (provider) => `${base}/${provider}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
