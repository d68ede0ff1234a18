import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createRateLimiter, type Db, openDb, schedulePurge } from '@foyer/cloud/db'
import { createAdaptorServer } from '@hono/node-server'
import type { Hono } from 'hono'
import { createSecureSiteApp } from '../app.js'
import { loadConfig, loadKek, type SecureSiteConfig } from '../config.js'
import { createEnvelope } from '../crypto/envelope.js'
import { createFarcasterVerifier } from '../farcaster/verify.js'
import { createFrameRoutes } from '../frame/routes.js'
import { createSmtpMailer, type Mailer } from '../mail/mailer.js'
import { createOriginsSource } from '../origins.js'
import { createPasskeyStore } from '../passkeys/passkeyStore.js'
import { createSocialLoginStore } from '../social/logins.js'
import { createOAuthClient } from '../social/oauthClient.js'
import { createCodeStore } from '../store/codes.js'
import { createEmailChangeStore } from '../store/emailChanges.js'
import { SECURE_SITE_EXPIRING_TABLES } from '../store/expiringTables.js'
import { secureSiteMigrations } from '../store/migrations.js'
import { createUserStore } from '../store/users.js'

export interface StartSecureSiteOptions {
  /** Settings; default from the environment (loadConfig). */
  config?: Partial<SecureSiteConfig>
  host?: string
  /** An open database (tests, bench); default PGlite under the state folder, or DATABASE_URL. */
  db?: Db
  mailer?: Mailer
  /** The key-encryption key; default SECURE_SITE_KEK or the generated local one. */
  kek?: Buffer
  /** The cloud's fetch (tests answer /projects/v1/origins themselves). */
  fetch?: typeof fetch
  /** The HTTP client of the OAuth client (tests stand in for a provider's token endpoint). */
  oauthFetch?: typeof fetch
  /** The frame script; default bundled from src/frame with esbuild on first request. */
  frameScript?: () => Promise<string>
}

export interface RunningSecureSite {
  url: string
  app: Hono
  stop(): Promise<void>
}

/** Opens the database, then serves the frame page and the API on the configured port. */
export async function startSecureSite(options: StartSecureSiteOptions = {}): Promise<RunningSecureSite> {
  const config = { ...loadConfig(), ...options.config }
  // The key first: a production start without SECURE_SITE_KEK fails before it opens the database.
  const envelope = createEnvelope(options.kek ?? loadKek(process.env, config.stateDir))
  const db =
    options.db ??
    (await openDb({
      dataDir: join(config.stateDir, 'secure-site', 'pglite'),
      migrations: secureSiteMigrations,
    }))
  const allowedOriginsOf = createOriginsSource(config.cloudUrl, options.fetch)
  const deps = {
    db,
    config,
    envelope,
    mailer: options.mailer ?? createSmtpMailer(config.smtpUrl, config.mailFrom),
    allowedOriginsOf,
    codes: createCodeStore(db, envelope.hmacKey()),
    users: createUserStore(db, envelope),
    emailChanges: createEmailChangeStore(db, envelope.hmacKey()),
    limiter: createRateLimiter(db),
    oauth: createOAuthClient(
      `${config.publicUrl}/social/callback`,
      options.oauthFetch ? { fetch: options.oauthFetch } : {},
    ),
    socialLogins: createSocialLoginStore(db, envelope.hmacKey()),
    farcaster: createFarcasterVerifier(config.farcasterRelayUrl, config.farcasterRpcUrl),
    passkeys: createPasskeyStore(db, envelope.hmacKey()),
  }
  const app = createSecureSiteApp(deps, (root) =>
    root.route(
      '/',
      createFrameRoutes({
        allowedOriginsOf,
        ...(options.frameScript ? { script: options.frameScript } : {}),
      }),
    ),
  )
  const server = createAdaptorServer({ fetch: app.fetch })
  // FOYER_HOST=0.0.0.0 in a container (docs/deploy.md); loopback by default.
  const host = options.host ?? (process.env.FOYER_HOST || '127.0.0.1')
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(config.port, host, () => resolve())
    })
  } catch (error) {
    if (!options.db) await db.close()
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      ? new Error(`Port ${config.port} is busy (set FOYER_SECURE_SITE_PORT to use another port)`)
      : error
  }
  const port = (server.address() as AddressInfo).port
  // Expired codes, links, sessions and pending logins go every few minutes; safe with many instances.
  const purge = schedulePurge(db, SECURE_SITE_EXPIRING_TABLES)
  return {
    url: `http://${host}:${port}`,
    app,
    async stop() {
      await new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      })
      await purge.stop()
      if (!options.db) await db.close()
    },
  }
}
