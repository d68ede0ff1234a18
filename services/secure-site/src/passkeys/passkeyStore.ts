import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '@foyer/cloud/db'
import { digest } from '../crypto/tokens.js'

/**
 * What a challenge is for: adding a passkey, signing in with one, confirming one request, or (not a
 * WebAuthn challenge) the ticket that lets the frame store its wrappings after turning device mode on.
 */
export type ChallengePurpose = 'register' | 'login' | 'confirm' | 'device-key'

/** How long the browser has to answer a challenge. */
const CHALLENGE_TTL_MS = 2 * 60_000

export interface StoredPasskey {
  id: string
  userId: string
  publicKey: Uint8Array
  counter: number
  transports: string[]
  createdAt: Date
  lastUsedAt: Date | null
  /** Whether the authenticator said it has the PRF extension when it was made (null: not asked). */
  prf: boolean | null
}

type PasskeyRow = {
  credential_id: string
  user_id: string
  public_key: Uint8Array
  counter: string | number
  transports: string[]
  created_at: Date
  last_used_at: Date | null
  prf: boolean | null
}

const toPasskey = (row: PasskeyRow): StoredPasskey => ({
  id: row.credential_id,
  userId: row.user_id,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: row.transports,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  prf: row.prf ?? null,
})

/**
 * The challenge that commits to one request: the SHA-256 of its method, params, chain, the page's
 * origin and a server nonce, base64url. An assertion over it approves that request and nothing else.
 */
export function requestChallenge(request: {
  method: string
  params: unknown
  chainId: number
  origin: string
  nonce: string
}): string {
  const text = JSON.stringify([
    request.method,
    request.params ?? null,
    request.chainId,
    request.origin,
    request.nonce,
  ])
  return createHash('sha256').update(text).digest('base64url')
}

/** Users' WebAuthn credentials and the single-use challenges, bound to the browser that asked. */
export function createPasskeyStore(db: Db, hmacKey: Buffer, now: () => number = Date.now) {
  const hash = (value: string) => digest(hmacKey, value)
  return {
    async ofUser(userId: string): Promise<StoredPasskey[]> {
      const { rows } = await db.query<PasskeyRow>(
        'SELECT * FROM ss_passkeys WHERE user_id = $1 ORDER BY created_at, credential_id',
        [userId],
      )
      return rows.map(toPasskey)
    },

    async hasAny(userId: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM ss_passkeys WHERE user_id = $1 LIMIT 1', [userId])
      return rows.length > 0
    },

    async byId(credentialId: string): Promise<StoredPasskey | undefined> {
      const { rows } = await db.query<PasskeyRow>('SELECT * FROM ss_passkeys WHERE credential_id = $1', [
        credentialId,
      ])
      return rows[0] && toPasskey(rows[0])
    },

    /** Stores a verified credential; false when that credential is already someone's. */
    async add(
      userId: string,
      credential: {
        id: string
        publicKey: Uint8Array
        counter: number
        transports: string[]
        prf: boolean | null
      },
    ) {
      const result = await db.query(
        `INSERT INTO ss_passkeys (credential_id, user_id, public_key, counter, transports, created_at, prf)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [
          credential.id,
          userId,
          credential.publicKey,
          credential.counter,
          credential.transports,
          new Date(now()),
          credential.prf,
        ],
      )
      return result.rowCount > 0
    },

    async used(credentialId: string, counter: number): Promise<void> {
      await db.query('UPDATE ss_passkeys SET counter = $2, last_used_at = $3 WHERE credential_id = $1', [
        credentialId,
        counter,
        new Date(now()),
      ])
    },

    /**
     * Removes one of the user's passkeys. Refused ('last') while it is the only one, unless `lastConfirmed`
     * (a code from the mail), and ('last-holder') while it is the only one holding a device-mode key. The
     * checks and the delete run in one transaction holding the user's row, so two removals at once (two
     * tabs, two instances) take turns and the second sees the first's.
     */
    async remove(
      userId: string,
      credentialId: string,
      lastConfirmed: boolean,
    ): Promise<'removed' | 'unknown' | 'last' | 'last-holder'> {
      return db.transaction(async (tx) => {
        // The lock first, in a statement of its own: the counts below are read after it is held.
        const locked = await tx.query('SELECT 1 FROM ss_users WHERE id = $1 FOR UPDATE', [userId])
        if (locked.rows.length === 0) return 'unknown'
        const { rows } = await tx.query<{
          passkeys: number
          holders: number
          known: boolean
          holds: boolean
        }>(
          `SELECT
             (SELECT count(*)::int FROM ss_passkeys WHERE user_id = $1) AS passkeys,
             (SELECT count(*)::int FROM ss_device_keys d JOIN ss_users u ON u.id = d.user_id
                WHERE d.user_id = $1 AND u.key_mode = 'device') AS holders,
             EXISTS (SELECT 1 FROM ss_passkeys WHERE user_id = $1 AND credential_id = $2) AS known,
             EXISTS (SELECT 1 FROM ss_device_keys WHERE user_id = $1 AND credential_id = $2) AS holds`,
          [userId, credentialId],
        )
        const count = rows[0]
        if (!count?.known) return 'unknown'
        if (count.holds && count.holders === 1) return 'last-holder'
        if (count.passkeys === 1 && !lastConfirmed) return 'last'
        // Its wrapping, if it held the key, goes with it (ON DELETE CASCADE).
        await tx.query('DELETE FROM ss_passkeys WHERE user_id = $1 AND credential_id = $2', [
          userId,
          credentialId,
        ])
        return 'removed'
      })
    },

    /**
     * A new challenge for `device` (and `userId`, once signed in): 32 random bytes, or for 'confirm'
     * the commitment `challengeFor` makes from a random nonce. Lives 2 minutes, used once.
     */
    async issue(
      purpose: ChallengePurpose,
      device: string,
      userId: string | null,
      challengeFor?: (nonce: string) => string,
    ): Promise<string> {
      const nonce = randomBytes(32).toString('hex')
      const challenge = challengeFor ? challengeFor(nonce) : randomBytes(32).toString('base64url')
      await db.query(
        `INSERT INTO ss_passkey_challenges (challenge, purpose, user_id, device_hash, nonce, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [challenge, purpose, userId, hash(device), nonce, new Date(now() + CHALLENGE_TTL_MS)],
      )
      return challenge
    },

    /**
     * Spends a live challenge of this browser (and user) for `purpose`, once; returns its nonce, or
     * undefined for a challenge that is unknown, used, expired, another browser's or another user's.
     */
    async spend(
      challenge: string,
      purpose: ChallengePurpose,
      device: string,
      userId: string | null,
    ): Promise<string | undefined> {
      const { rows } = await db.query<{ nonce: string }>(
        `UPDATE ss_passkey_challenges SET used = true
         WHERE challenge = $1 AND purpose = $2 AND device_hash = $3 AND user_id IS NOT DISTINCT FROM $4
           AND NOT used AND expires_at > $5
         RETURNING nonce`,
        [challenge, purpose, hash(device), userId, new Date(now())],
      )
      return rows[0]?.nonce
    },

    /** Message signatures need no new assertion until then (the app's `passkeyGrace`). */
    async graceUntil(sessionToken: string): Promise<number> {
      const { rows } = await db.query<{ passkey_grace_until: Date | null }>(
        'SELECT passkey_grace_until FROM ss_sessions WHERE token_hash = $1',
        [hash(sessionToken)],
      )
      return rows[0]?.passkey_grace_until?.getTime() ?? 0
    },

    async setGrace(sessionToken: string, until: number): Promise<void> {
      await db.query('UPDATE ss_sessions SET passkey_grace_until = $2 WHERE token_hash = $1', [
        hash(sessionToken),
        new Date(until),
      ])
    },
  }
}

export type PasskeyStore = ReturnType<typeof createPasskeyStore>
