import type { Db, RateLimiter } from '@foyer/cloud/db'
import type { FrameReplyCode } from '@foyer/frame'
import { ServiceError } from '@foyer/service-kit/errors'
import type { SecureSiteConfig } from '../config.js'
import type { Envelope } from '../crypto/envelope.js'
import type { FarcasterVerifier } from '../farcaster/verify.js'
import type { Mailer } from '../mail/mailer.js'
import type { OriginsSource } from '../origins.js'
import type { PasskeyStore } from '../passkeys/passkeyStore.js'
import type { SocialLoginStore } from '../social/logins.js'
import type { OAuthClient } from '../social/oauthClient.js'
import type { CodeStore } from '../store/codes.js'
import type { EmailChangeStore } from '../store/emailChanges.js'
import type { UserStore } from '../store/users.js'

/** What the routes share; built once per process by createSecureSiteApp. */
export interface SecureSiteDeps {
  db: Db
  config: SecureSiteConfig
  envelope: Envelope
  mailer: Mailer
  allowedOriginsOf: OriginsSource
  codes: CodeStore
  users: UserStore
  emailChanges: EmailChangeStore
  oauth: OAuthClient
  socialLogins: SocialLoginStore
  farcaster: FarcasterVerifier
  /** WebAuthn credentials and their challenges. */
  passkeys: PasskeyStore
  /** Request limits, counted in the database (http/limits.ts). */
  limiter: RateLimiter
  /** The clock (tests move it). */
  now?: () => number
  fetch?: typeof fetch
}

/** What a checked /api request carries: the body, the browser's device secret and the asking page. */
export interface ApiRequest<B> {
  body: B
  device: string
  projectId: string
  /** The dApp page that embeds the frame (checked against the project's allowed origins). */
  origin: string
  /** The client's address (the socket's peer, or a trusted proxy's X-Forwarded-For): limits count by it. */
  client: string
  /** The browser's User-Agent header, as it sent it (shown to the visitor when a new browser asks). */
  userAgent: string
}

/**
 * An API refusal: its HTTP status, the code the page shows in the visitor's language, the English text
 * (older pages show it as it is) and the values the code's text needs. Nothing secret goes in `params`.
 */
export class ApiError extends ServiceError<FrameReplyCode> {
  override name = 'ApiError'
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    code: FrameReplyCode,
    message: string,
    readonly params?: Readonly<Record<string, string | number>>,
    /** Seconds until a refused request may be tried again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code, message)
  }
}
