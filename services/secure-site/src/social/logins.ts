import type { Db } from '@foyer/cloud/db'
import { digest } from '../crypto/tokens.js'
import type { PendingLogin } from './oauthClient.js'
import type { SocialProvider } from './providers.js'

/** How long a visitor has between picking a provider and coming back from it. */
const SOCIAL_LOGIN_TTL_MS = 10 * 60_000

/**
 * Social logins between the redirect and the callback, as rows (any instance may get the callback).
 * The state is stored hashed; a login is bound to the browser (device) and page that started it and
 * is used once.
 */
export function createSocialLoginStore(db: Db, hmacKey: Buffer, now: () => number = Date.now) {
  const hash = (value: string) => digest(hmacKey, value)
  return {
    async start(
      pending: PendingLogin,
      login: { provider: SocialProvider; device: string; origin: string },
    ): Promise<void> {
      await db.query('DELETE FROM ss_social_logins WHERE expires_at < $1', [new Date(now())])
      await db.query(
        `INSERT INTO ss_social_logins (state_hash, provider, device_hash, origin, code_verifier, nonce, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          hash(pending.state),
          login.provider,
          hash(login.device),
          login.origin,
          pending.codeVerifier,
          pending.nonce,
          new Date(now() + SOCIAL_LOGIN_TTL_MS),
        ],
      )
    },

    /** The page a live login's result may be posted to (the callback page needs it), else undefined. */
    async originOf(state: string): Promise<string | undefined> {
      const { rows } = await db.query<{ origin: string }>(
        'SELECT origin FROM ss_social_logins WHERE state_hash = $1 AND NOT used AND expires_at > $2',
        [hash(state), new Date(now())],
      )
      return rows[0]?.origin
    },

    /** Uses a login once: only from the browser and page that started it, before it expires. */
    async take(
      state: string,
      device: string,
      origin: string,
    ): Promise<{ provider: SocialProvider; pending: PendingLogin } | undefined> {
      const { rows } = await db.query<{ provider: SocialProvider; code_verifier: string; nonce: string }>(
        `UPDATE ss_social_logins SET used = true
         WHERE state_hash = $1 AND device_hash = $2 AND origin = $3 AND NOT used AND expires_at > $4
         RETURNING provider, code_verifier, nonce`,
        [hash(state), hash(device), origin, new Date(now())],
      )
      const row = rows[0]
      return (
        row && {
          provider: row.provider,
          pending: { state, codeVerifier: row.code_verifier, nonce: row.nonce },
        }
      )
    },
  }
}

export type SocialLoginStore = ReturnType<typeof createSocialLoginStore>
