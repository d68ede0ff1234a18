import { randomBytes } from 'node:crypto'
import { openDb } from '@foyer/cloud/db'
import { createSecureSiteApp } from '../app.js'
import type { SecureSiteConfig } from '../config.js'
import { createEnvelope } from '../crypto/envelope.js'
import { createFarcasterVerifier } from '../farcaster/verify.js'
import type { SecureSiteDeps } from '../http/context.js'
import type { MailMessage } from '../mail/mailer.js'
import { createOriginsSource } from '../origins.js'
import { createSocialLoginStore } from '../social/logins.js'
import { createOAuthClient } from '../social/oauthClient.js'
import type { ProviderConfig, SocialProvider } from '../social/providers.js'
import { createCodeStore } from '../store/codes.js'
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
    oauth: createOAuthClient(
      `${SITE}/social/callback`,
      options.oauthFetch ? { fetch: options.oauthFetch } : {},
    ),
    socialLogins: createSocialLoginStore(db, envelope.hmacKey(), now),
    farcaster: createFarcasterVerifier(config.farcasterRelayUrl, config.farcasterRpcUrl),
    now,
  }
  const app = createSecureSiteApp(deps)

  const call = async (
    path: string,
    body: Record<string, unknown>,
    init: { device?: string; origin?: string; page?: string } = {},
  ) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: init.origin ?? SITE,
        'x-foyer-device': init.device ?? DEVICE_A,
      },
      body: JSON.stringify({ projectId: PROJECT, origin: init.page ?? PAGE, ...body }),
    })
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }
  /** The 6-digit code of the last mail to `to`. */
  const lastCode = (to: string) => {
    const mail = mails.filter((m) => m.to === to).at(-1)
    return /Your code: (\d{6})/.exec(mail?.text ?? '')?.[1] as string
  }
  /** Signs `email` in on `device`; returns its session token. */
  const signIn = async (email: string, device = DEVICE_A) => {
    await call('/api/email/connect', { email }, { device })
    const { body } = await call('/api/email/otp', { email, otp: lastCode(email) }, { device })
    return body.sessionToken as string
  }
  return { app, db, deps, clock, kek, mails, call, lastCode, signIn, close: () => db.close() }
}

export type Harness = Awaited<ReturnType<typeof createHarness>>
