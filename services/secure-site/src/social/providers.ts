import { SOCIAL_PROVIDERS, type SocialProvider } from '@foyer/frame/secure-site'
// Each social provider as an OAuth 2 / OpenID Connect client sees it: where to send the visitor,
// where to trade the code, and which field names the user. Real endpoints by default; the local
// identity provider (services/idp) stands in for all six when FOYER_SOCIAL_LOCAL_URL is set.
import { ConfigError } from '../config.js'

export type { SocialProvider }

type Env = Readonly<Record<string, string | undefined>>

/** How the user is read: from the ID token (OpenID Connect) or from the provider's user endpoint. */
type ProviderKind =
  | { kind: 'oidc'; issuer: string }
  | { kind: 'oauth2'; issuer: string; authorizationUrl: string; tokenUrl: string; userUrl: string }

export type ProviderConfig = ProviderKind & {
  provider: SocialProvider
  clientId: string
  clientSecret: string
  /** How the client proves itself at the token endpoint (the provider's own rule). */
  clientAuth: 'client_secret_post' | 'client_secret_basic'
  scope: string
  /** Apple sends the result as a form POST when an email is asked for. */
  responseMode?: 'form_post'
  /** Plain-http issuers (the local provider only). */
  insecure: boolean
}

/** The subject and display name in each provider's own answer. */
export function identityOf(
  provider: SocialProvider,
  data: Record<string, unknown>,
): { subject: string; userName: string } | undefined {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
  const inner = (provider === 'x' ? data.data : data) as Record<string, unknown> | undefined
  if (!inner) return undefined
  const subject = text(provider === 'google' || provider === 'apple' ? inner.sub : inner.id)
  const userName = text(
    provider === 'google' || provider === 'apple'
      ? (inner.email ?? inner.name)
      : provider === 'github'
        ? inner.login
        : provider === 'x' || provider === 'discord'
          ? inner.username
          : inner.name,
  )
  return subject && userName ? { subject, userName: userName.slice(0, 200) } : undefined
}

const REAL: Record<
  SocialProvider,
  ProviderKind & { scope: string; clientAuth?: ProviderConfig['clientAuth'] }
> = {
  google: { kind: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  apple: { kind: 'oidc', issuer: 'https://appleid.apple.com', scope: 'openid email' },
  github: {
    kind: 'oauth2',
    issuer: 'https://github.com',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userUrl: 'https://api.github.com/user',
    scope: 'read:user',
  },
  x: {
    kind: 'oauth2',
    issuer: 'https://x.com',
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userUrl: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    clientAuth: 'client_secret_basic',
  },
  discord: {
    kind: 'oauth2',
    issuer: 'https://discord.com',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userUrl: 'https://discord.com/api/users/@me',
    scope: 'identify',
  },
  facebook: {
    kind: 'oauth2',
    issuer: 'https://www.facebook.com',
    authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userUrl: 'https://graph.facebook.com/me?fields=id,name',
    scope: 'public_profile',
  },
}

/** The user endpoints of the local provider (services/idp), below each provider's path. */
const LOCAL_USER_PATHS: Partial<Record<SocialProvider, string>> = {
  github: '/user',
  x: '/2/users/me',
  discord: '/users/@me',
  facebook: '/me?fields=id,name',
}
/** The local provider's client for the secure site: public test values (README). */
const LOCAL_CLIENT = { id: 'foyer-secure-site', secret: 'foyer-local-secret' } as const

function checkedUrl(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:/.test(value))
    throw new ConfigError(`${name}=${value} is not an http(s) URL`)
  return value.replace(/\/$/, '')
}

/**
 * The configured providers: FOYER_SOCIAL_<P>_CLIENT_ID and _CLIENT_SECRET (and optionally _ISSUER,
 * or _AUTHORIZATION_URL, _TOKEN_URL, _USER_URL) for a real one; otherwise the local provider when
 * FOYER_SOCIAL_LOCAL_URL is set. A provider with neither is off.
 */
export function loadSocialProviders(env: Env): Map<SocialProvider, ProviderConfig> {
  const local = env.FOYER_SOCIAL_LOCAL_URL
    ? checkedUrl('FOYER_SOCIAL_LOCAL_URL', env.FOYER_SOCIAL_LOCAL_URL)
    : undefined
  const configs = new Map<SocialProvider, ProviderConfig>()
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `FOYER_SOCIAL_${provider.toUpperCase()}_`
    const read = (name: string) => env[`${prefix}${name}`] || undefined
    const real = REAL[provider]
    const clientId = read('CLIENT_ID')
    if (clientId) {
      const clientSecret = read('CLIENT_SECRET')
      if (!clientSecret) throw new ConfigError(`${prefix}CLIENT_SECRET is needed with ${prefix}CLIENT_ID`)
      const url = (name: string, fallback: string) => checkedUrl(`${prefix}${name}`, read(name) ?? fallback)
      const kind: ProviderKind =
        real.kind === 'oidc'
          ? { kind: 'oidc', issuer: url('ISSUER', real.issuer) }
          : {
              kind: 'oauth2',
              issuer: url('ISSUER', real.issuer),
              authorizationUrl: url('AUTHORIZATION_URL', real.authorizationUrl),
              tokenUrl: url('TOKEN_URL', real.tokenUrl),
              userUrl: url('USER_URL', real.userUrl),
            }
      configs.set(provider, {
        ...kind,
        provider,
        clientId,
        clientSecret,
        clientAuth: real.clientAuth ?? 'client_secret_post',
        scope: read('SCOPE') ?? real.scope,
        ...(provider === 'apple' ? { responseMode: 'form_post' as const } : {}),
        insecure: kind.issuer.startsWith('http:'),
      })
      continue
    }
    if (!local) continue
    const base = `${local}/${provider}`
    const kind: ProviderKind =
      real.kind === 'oidc'
        ? { kind: 'oidc', issuer: base }
        : {
            kind: 'oauth2',
            issuer: base,
            authorizationUrl: `${base}/auth`,
            tokenUrl: `${base}/token`,
            userUrl: `${base}${LOCAL_USER_PATHS[provider]}`,
          }
    configs.set(provider, {
      ...kind,
      provider,
      clientId: LOCAL_CLIENT.id,
      clientSecret: LOCAL_CLIENT.secret,
      clientAuth: real.clientAuth ?? 'client_secret_post',
      scope: real.scope,
      ...(provider === 'apple' ? { responseMode: 'form_post' as const } : {}),
      insecure: base.startsWith('http:'),
    })
  }
  return configs
}
