// The secure site as an OAuth 2 / OpenID Connect client (oauth4webapi): authorization code flow with
// PKCE, state and (OpenID Connect) nonce; the code is traded on the server, never in a browser.
import { ServiceError } from '@foyer/service-kit/errors'
import * as oauth from 'oauth4webapi'
import { identityOf, type ProviderConfig } from './providers.js'

/** What a pending login keeps on the server between the redirect and the callback. */
export interface PendingLogin {
  state: string
  codeVerifier: string
  nonce: string
}

/** A login that did not end in a user; `reason` picks the visitor's text. */
export class SocialLoginError extends ServiceError<'SOCIAL_LOGIN_CANCELLED' | 'SOCIAL_LOGIN_FAILED'> {
  override name = 'SocialLoginError'
  constructor(
    readonly reason: 'cancelled' | 'failed',
    message: string,
  ) {
    super(reason === 'cancelled' ? 'SOCIAL_LOGIN_CANCELLED' : 'SOCIAL_LOGIN_FAILED', message)
  }
}

const DISCOVERY_TTL_MS = 60 * 60_000

export interface OAuthClientOptions {
  /** For tests: the HTTP client every request goes through. */
  fetch?: typeof fetch
  now?: () => number
}

/** One per process: discovery documents are cached for an hour (a cache only, nothing another instance needs). */
export function createOAuthClient(redirectUri: string, options: OAuthClientOptions = {}) {
  const discovered = new Map<string, { as: oauth.AuthorizationServer; until: number }>()
  const now = options.now ?? Date.now
  const requestOptions = (config: ProviderConfig) => {
    // One object for every kind of request; oauth4webapi's option types differ only in their body types.
    const settings: Record<string | symbol, unknown> = { signal: AbortSignal.timeout(10_000) }
    if (config.insecure) settings[oauth.allowInsecureRequests] = true
    if (options.fetch) settings[oauth.customFetch] = options.fetch
    return settings as oauth.DiscoveryRequestOptions & oauth.TokenEndpointRequestOptions
  }

  async function server(config: ProviderConfig): Promise<oauth.AuthorizationServer> {
    if (config.kind === 'oauth2')
      return {
        issuer: config.issuer,
        authorization_endpoint: config.authorizationUrl,
        token_endpoint: config.tokenUrl,
        userinfo_endpoint: config.userUrl,
        // The local stand-in says who it is in the callback, as RFC 9207 asks; the real ones do not.
        authorization_response_iss_parameter_supported: config.insecure,
      }
    const cached = discovered.get(config.issuer)
    if (cached && cached.until > now()) return cached.as
    const issuer = new URL(config.issuer)
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...requestOptions(config) }),
    )
    discovered.set(config.issuer, { as, until: now() + DISCOVERY_TTL_MS })
    return as
  }

  const clientOf = (config: ProviderConfig): oauth.Client => ({ client_id: config.clientId })
  const authOf = (config: ProviderConfig) =>
    config.clientAuth === 'client_secret_basic'
      ? oauth.ClientSecretBasic(config.clientSecret)
      : oauth.ClientSecretPost(config.clientSecret)

  return {
    /** Fresh state, verifier and nonce (crypto.getRandomValues underneath). */
    newPending(): PendingLogin {
      return {
        state: oauth.generateRandomState(),
        codeVerifier: oauth.generateRandomCodeVerifier(),
        nonce: oauth.generateRandomNonce(),
      }
    },

    /** Where the visitor's popup goes: the provider's authorization endpoint with PKCE. */
    async authorizationUrl(config: ProviderConfig, pending: PendingLogin): Promise<string> {
      const as = await server(config)
      if (!as.authorization_endpoint)
        throw new SocialLoginError('failed', 'The provider has no authorization endpoint')
      const url = new URL(as.authorization_endpoint)
      url.searchParams.set('client_id', config.clientId)
      url.searchParams.set('redirect_uri', redirectUri)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('scope', config.scope)
      url.searchParams.set('state', pending.state)
      url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(pending.codeVerifier))
      url.searchParams.set('code_challenge_method', 'S256')
      if (config.kind === 'oidc') url.searchParams.set('nonce', pending.nonce)
      if (config.responseMode) url.searchParams.set('response_mode', config.responseMode)
      return url.href
    },

    /**
     * The callback's parameters -> the user's subject and name. Checks the state, trades the code with
     * the verifier, then checks the ID token (issuer, audience, nonce, expiry) or reads the user endpoint.
     */
    async complete(
      config: ProviderConfig,
      parameters: URLSearchParams,
      pending: PendingLogin,
    ): Promise<{ subject: string; userName: string }> {
      const as = await server(config)
      const client = clientOf(config)
      let checked: URLSearchParams
      try {
        checked = oauth.validateAuthResponse(as, client, parameters, pending.state)
      } catch (error) {
        if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied')
          throw new SocialLoginError('cancelled', 'The sign-in was cancelled')
        throw new SocialLoginError('failed', `The provider refused the sign-in (${describe(error)})`)
      }
      let tokens: oauth.TokenEndpointResponse
      try {
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          authOf(config),
          checked,
          redirectUri,
          pending.codeVerifier,
          requestOptions(config),
        )
        tokens = await oauth.processAuthorizationCodeResponse(
          as,
          client,
          response,
          config.kind === 'oidc' ? { expectedNonce: pending.nonce, requireIdToken: true } : {},
        )
      } catch (error) {
        throw new SocialLoginError('failed', `The provider did not confirm the sign-in (${describe(error)})`)
      }
      if (config.kind === 'oidc') {
        const claims = oauth.getValidatedIdTokenClaims(tokens)
        const identity = claims && identityOf(config.provider, claims as Record<string, unknown>)
        if (!identity) throw new SocialLoginError('failed', 'The provider did not say who signed in')
        return identity
      }
      const response = await oauth
        .protectedResourceRequest(
          tokens.access_token,
          'GET',
          new URL(config.userUrl),
          new Headers({ accept: 'application/json' }),
          null,
          requestOptions(config) as oauth.ProtectedResourceRequestOptions,
        )
        .catch((error: unknown) => {
          throw new SocialLoginError('failed', `The provider's user endpoint failed (${describe(error)})`)
        })
      const data = response.ok
        ? ((await response.json().catch(() => undefined)) as Record<string, unknown> | undefined)
        : undefined
      const identity = data && identityOf(config.provider, data)
      if (!identity)
        throw new SocialLoginError('failed', `The provider's user endpoint answered ${response.status}`)
      return identity
    },
  }
}

export type OAuthClient = ReturnType<typeof createOAuthClient>

/** An error's code or name for the server's message; never a token or a code. */
function describe(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError) return error.error
  if (error instanceof oauth.AuthorizationResponseError) return error.error
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? code : (error as Error).name || 'error'
}
