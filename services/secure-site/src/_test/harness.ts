import { randomBytes } from 'node:crypto'
import { createRateLimiter, openDb } from '@foyer/cloud/db'
import { createSecureSiteApp } from '../app.js'
import type { SecureSiteConfig } from '../config.js'
import { createEnvelope } from '../crypto/envelope.js'
import { createFarcasterVerifier } from '../farcaster/verify.js'
import type { SecureSiteDeps } from '../http/context.js'
import { loadLimits } from '../http/limits.js'
import type { MailMessage } from '../mail/mailer.js'
import { createOriginsSource } from '../origins.js'
import { createPasskeyStore } from '../passkeys/passkeyStore.js'
import { createSocialLoginStore } from '../social/logins.js'
import { createOAuthClient } from '../social/oauthClient.js'
import type { ProviderConfig, SocialProvider } from '../social/providers.js'
import { createCodeStore } from '../store/codes.js'
import { createEmailChangeStore } from '../store/emailChanges.js'
import { secureSiteMigrations } from '../store/migrations.js'
import { createUserStore } from '../store/users.js'

export const SITE = 'http://localhost:5174'
export const PAGE = 'http://localhost:5173'
export const PROJECT = 'p1'
export const DEVICE_A = 'a'.repeat(64)
export const DEVICE_B = 'b'.repeat(64)

/** The app over an in-memory database, a mailbox, a fake cloud and a clock the test moves. */
export async function createHarness(
  options: {
    rpcUrls?: Map<number, string>
    /** Chain id -> bundler URL (smart accounts on those chains); default none. */
    bundlerUrls?: Map<number, string>
    /** A PostgreSQL server shared with other harnesses (instances of the secure site); default in memory. */
    databaseUrl?: string
    /** The key-encryption key; instances sharing a database share it. */
    kek?: Buffer
    /** Social providers (social/providers.ts); default none. */
    social?: Map<SocialProvider, ProviderConfig>
    /** The OAuth client's HTTP (a stand-in token endpoint); default the real fetch. */
    oauthFetch?: typeof fetch
    /** The Farcaster auth relay and chain 10 (tests start the stand-ins). */
    farcasterRelayUrl?: string
    farcasterRpcUrl?: string
    /**
     * SECURE_SITE_LIMIT_* settings (http/limits.ts). `{}` gives the service's defaults; without it the
     * mails per client are raised, since a test's calls all come from one client on a clock that stands still.
     */
    limitsEnv?: Record<string, string>
  } = {},
) {
  const db = options.databaseUrl
    ? await openDb({ databaseUrl: options.databaseUrl, migrations: secureSiteMigrations })
    : await openDb({ memory: true, migrations: secureSiteMigrations })
  const clock = { now: Date.parse('2026-11-25T00:00:00Z') }
  const now = () => clock.now
  const kek = options.kek ?? randomBytes(32)
  const envelope = createEnvelope(kek)
  const mails: MailMessage[] = []
  const cloud = async (url: string | URL | Request) => {
    const projectId = new URL(String(url)).searchParams.get('projectId')
    if (projectId !== PROJECT) return new Response('{"message":"Unauthorized: invalid key"}', { status: 401 })
    return Response.json({ allowedOrigins: ['http://localhost:*'] })
  }
  const config: SecureSiteConfig = {
    port: 0,
    publicUrl: SITE,
    cloudUrl: 'http://cloud.test',
    smtpUrl: 'smtp://unused',
    mailFrom: 'wallet@test',
    stateDir: '/nonexistent',
    rpcUrls: options.rpcUrls ?? new Map([[31337, 'http://127.0.0.1:1']]),
    bundlerUrls: options.bundlerUrls ?? new Map(),
    social: options.social ?? new Map(),
    farcasterRelayUrl: options.farcasterRelayUrl ?? 'http://relay.test',
    farcasterRpcUrl: options.farcasterRpcUrl ?? 'http://127.0.0.1:1',
    limits: loadLimits(options.limitsEnv ?? { SECURE_SITE_LIMIT_MAILS_PER_CLIENT: '1000/minute' }),
    // Tests name their client in X-Forwarded-For.
    trustProxy: true,
  }
  const deps: SecureSiteDeps = {
    db,
    config,
    envelope,
    mailer: {
      async send(message) {
        mails.push(message)
      },
    },
    allowedOriginsOf: createOriginsSource(config.cloudUrl, cloud as typeof fetch, now),
    codes: createCodeStore(db, envelope.hmacKey(), now),
    users: createUserStore(db, envelope, now),
    emailChanges: createEmailChangeStore(db, envelope.hmacKey(), now),
    limiter: createRateLimiter(db, now),
    oauth: createOAuthClient(
      `${SITE}/social/callback`,
      options.oauthFetch ? { fetch: options.oauthFetch } : {},
    ),
    socialLogins: createSocialLoginStore(db, envelope.hmacKey(), now),
    farcaster: createFarcasterVerifier(config.farcasterRelayUrl, config.farcasterRpcUrl),
    passkeys: createPasskeyStore(db, envelope.hmacKey(), now),
    now,
  }
  const app = createSecureSiteApp(deps)

  const call = async (
    path: string,
    body: Record<string, unknown>,
    init: { device?: string; origin?: string; page?: string; client?: string; userAgent?: string } = {},
  ) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: init.origin ?? SITE,
        'x-foyer-device': init.device ?? DEVICE_A,
        'x-forwarded-for': init.client ?? '192.0.2.1',
        'user-agent':
          init.userAgent ??
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
      body: JSON.stringify({ projectId: PROJECT, origin: init.page ?? PAGE, ...body }),
    })
    return {
      status: response.status,
      // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
      body: (await response.json()) as Record<string, any>,
      retryAfter: response.headers.get('retry-after') ?? undefined,
    }
  }
  /** The 6-digit code of the last mail to `to`. */
  const lastCode = (to: string) => {
    const mail = mails.filter((m) => m.to === to).at(-1)
    return /Your code: (\d{6})/.exec(mail?.text ?? '')?.[1] as string
  }
  /** The link of the last mail to `to` whose path starts with `path` (`/device/approve`, `/email/undo`). */
  const lastLink = (to: string, path: string) => {
    const mail = mails.filter((m) => m.to === to).at(-1)
    const match = new RegExp(`${SITE}${path}\\?token=[0-9a-f]{64}`).exec(mail?.text ?? '')
    return match?.[0] as string
  }
  /** Opens a link's page (GET), then presses its button (the form's POST from the page). */
  const openLink = async (link: string, post: { origin?: string } = {}) => {
    const page = await app.request(link.replace(SITE, ''))
    const html = await page.text()
    const form =
      /name="token" value="([0-9a-f]{64})">\s*<input type="hidden" name="form" value="([0-9a-f]{64})">/.exec(
        html,
      )
    const submit = async () => {
      const response = await app.request(new URL(link).pathname, {
        method: 'POST',
        headers: { origin: post.origin ?? SITE, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: form?.[1] ?? '', form: form?.[2] ?? '' }).toString(),
      })
      return { status: response.status, html: await response.text() }
    }
    return { status: page.status, html, submit }
  }
  /** Signs `email` in on `device`; returns its session token. */
  const signIn = async (email: string, device = DEVICE_A) => {
    await call('/api/email/connect', { email }, { device })
    const { body } = await call('/api/email/otp', { email, otp: lastCode(email) }, { device })
    return body.sessionToken as string
  }
  return {
    app,
    db,
    deps,
    clock,
    kek,
    mails,
    call,
    lastCode,
    lastLink,
    openLink,
    signIn,
    close: () => db.close(),
  }
}

export type Harness = Awaited<ReturnType<typeof createHarness>>
