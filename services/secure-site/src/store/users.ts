import type { Db } from '@foyer/cloud/db'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { type Envelope, KeyOnDeviceError } from '../crypto/envelope.js'
import { digest, newToken } from '../crypto/tokens.js'

export interface User {
  id: string
  /** Null for a wallet made by a social or Farcaster login. */
  email: string | null
  /** The name the social provider or Farcaster gave at the last login. */
  userName: string | null
  address: `0x${string}`
}

type UserRow = { id: string; email: string | null; user_name: string | null; address: string }
const COLUMNS = 'id, email, user_name, address'

/** How long a session lasts (per browser); sign-out ends it at once. */
const SESSION_TTL_MS = 7 * 24 * 60 * 60_000
/** How long a device-approval link works. */
const DEVICE_LINK_TTL_MS = 10 * 60_000

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  userName: row.user_name,
  address: row.address as `0x${string}`,
})

/** Users with their sealed keys, their known browsers and their sessions. */
export function createUserStore(db: Db, envelope: Envelope, now: () => number = Date.now) {
  const hmacKey = envelope.hmacKey()
  const hash = (value: string) => digest(hmacKey, value)
  return {
    async byEmail(email: string): Promise<User | undefined> {
      const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM ss_users WHERE email = $1`, [email])
      return rows[0] && toUser(rows[0])
    },

    async byId(id: string): Promise<User | undefined> {
      const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM ss_users WHERE id = $1`, [id])
      return rows[0] && toUser(rows[0])
    },

    /** A new user with a new key, made at the first successful login (or the existing one). */
    async create(email: string): Promise<User> {
      const existing = await this.byEmail(email)
      if (existing) return existing
      const id = newToken().slice(0, 32)
      const privateKey = generatePrivateKey()
      const { address } = privateKeyToAccount(privateKey)
      const sealed = envelope.seal(id, privateKey)
      const { rows } = await db.query<UserRow>(
        `INSERT INTO ss_users (id, email, address, sealed_key, sealed_data_key) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
        [id, email, address, sealed.key, sealed.dataKey],
      )
      // Two logins raced: the other one's user stands.
      return rows[0] ? toUser(rows[0]) : ((await this.byEmail(email)) as User)
    },

    /**
     * The user behind a social or Farcaster identity, made with a new key at its first login; the
     * name is refreshed at every login (people rename themselves).
     */
    async forIdentity(provider: string, subject: string, userName: string): Promise<User> {
      const found = await db.query<UserRow>(
        `UPDATE ss_users u SET user_name = $3 FROM ss_identities i
         WHERE i.provider = $1 AND i.subject = $2 AND u.id = i.user_id
         RETURNING u.id, u.email, u.user_name, u.address`,
        [provider, subject, userName],
      )
      if (found.rows[0]) return toUser(found.rows[0])
      const id = newToken().slice(0, 32)
      const privateKey = generatePrivateKey()
      const { address } = privateKeyToAccount(privateKey)
      const sealed = envelope.seal(id, privateKey)
      await db.query(
        'INSERT INTO ss_users (id, email, user_name, address, sealed_key, sealed_data_key) VALUES ($1, NULL, $2, $3, $4, $5)',
        [id, userName, address, sealed.key, sealed.dataKey],
      )
      const linked = await db.query(
        'INSERT INTO ss_identities (provider, subject, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [provider, subject, id],
      )
      if (linked.rowCount > 0) return { id, email: null, userName, address }
      // Two first logins raced: the other one's user stands, this key is dropped unused.
      await db.query('DELETE FROM ss_users WHERE id = $1', [id])
      return this.forIdentity(provider, subject, userName)
    },

    /**
     * Opens the user's key for one signature; the caller must not keep it. A device-mode wallet has
     * no sealed key: KeyOnDeviceError, before anything is signed.
     */
    async withKey<T>(user: User, use: (privateKey: `0x${string}`) => Promise<T>): Promise<T> {
      const { rows } = await db.query<{
        sealed_key: Uint8Array | null
        sealed_data_key: Uint8Array | null
      }>('SELECT sealed_key, sealed_data_key FROM ss_users WHERE id = $1', [user.id])
      const row = rows[0]
      if (!row) throw new Error('Unknown user')
      if (!row.sealed_key || !row.sealed_data_key) throw new KeyOnDeviceError()
      return use(
        envelope.open(user.id, {
          key: Buffer.from(row.sealed_key),
          dataKey: Buffer.from(row.sealed_data_key),
        }),
      )
    },

    async setEmail(user: User, email: string): Promise<boolean> {
      const result = await db.query(
        'UPDATE ss_users SET email = $2 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM ss_users WHERE email = $2)',
        [user.id, email],
      )
      return result.rowCount > 0
    },

    async knowsDevice(user: User, device: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM ss_devices WHERE user_id = $1 AND device_hash = $2', [
        user.id,
        hash(device),
      ])
      return rows.length > 0
    },

    async rememberDevice(user: User, device: string): Promise<void> {
      await db.query('INSERT INTO ss_devices (user_id, device_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        user.id,
        hash(device),
      ])
    },

    /**
     * A single-use link that approves `device` for `user`; returns its token for the mail. It keeps
     * what the secure site saw of the asking browser (its verified page origin, its User-Agent, the
     * time) so the approval page can name it.
     */
    async deviceLink(user: User, device: string, origin: string, userAgent: string): Promise<string> {
      const token = newToken()
      await db.query(
        `INSERT INTO ss_device_links (token_hash, user_id, device_hash, origin, expires_at, user_agent, asked_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          hash(token),
          user.id,
          hash(device),
          origin,
          new Date(now() + DEVICE_LINK_TTL_MS),
          userAgent,
          new Date(now()),
        ],
      )
      return token
    },

    /** What a live, unused device link asks for (read only: a GET never approves). */
    async deviceLinkInfo(
      token: string,
    ): Promise<{ email: string | null; origin: string; userAgent: string; askedAt: Date } | undefined> {
      const { rows } = await db.query<{
        email: string | null
        origin: string
        user_agent: string
        asked_at: Date
      }>(
        `SELECT u.email, l.origin, l.user_agent, l.asked_at FROM ss_device_links l JOIN ss_users u ON u.id = l.user_id
         WHERE l.token_hash = $1 AND NOT l.used AND l.expires_at > $2`,
        [hash(token), new Date(now())],
      )
      const row = rows[0]
      return row && { email: row.email, origin: row.origin, userAgent: row.user_agent, askedAt: row.asked_at }
    },

    /** Uses a device link: the browser becomes known. Returns the user and the asking origin, or undefined. */
    async approveDevice(
      token: string,
    ): Promise<{ user: User; origin: string; deviceHash: string } | undefined> {
      const { rows } = await db.query<UserRow & { device_hash: string; origin: string }>(
        `UPDATE ss_device_links l SET used = true FROM ss_users u
         WHERE l.token_hash = $1 AND NOT l.used AND l.expires_at > $2 AND u.id = l.user_id
         RETURNING u.id, u.email, u.user_name, u.address, l.device_hash, l.origin`,
        [hash(token), new Date(now())],
      )
      const row = rows[0]
      if (!row) return undefined
      await db.query('INSERT INTO ss_devices (user_id, device_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        row.id,
        row.device_hash,
      ])
      return { user: toUser(row), origin: row.origin, deviceHash: row.device_hash }
    },

    async openSession(user: User, device: string): Promise<string> {
      const token = newToken()
      await db.query(
        'INSERT INTO ss_sessions (token_hash, user_id, device_hash, expires_at) VALUES ($1, $2, $3, $4)',
        [hash(token), user.id, hash(device), new Date(now() + SESSION_TTL_MS)],
      )
      return token
    },

    /** The session's user, when the token is live and used from the browser it was made for. */
    async session(token: string, device: string): Promise<User | undefined> {
      const { rows } = await db.query<UserRow>(
        `SELECT u.id, u.email, u.user_name, u.address FROM ss_sessions s JOIN ss_users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.device_hash = $2 AND s.expires_at > $3`,
        [hash(token), hash(device), new Date(now())],
      )
      return rows[0] && toUser(rows[0])
    },

    /**
     * Ends every session and forgets every remembered browser of `user` except `device` (none when
     * undefined): after an email change, only the browser that made it stays signed in.
     */
    async endOtherSessions(user: User, device: string | undefined): Promise<void> {
      const keep = device === undefined ? '' : hash(device)
      await db.query('DELETE FROM ss_sessions WHERE user_id = $1 AND device_hash <> $2', [user.id, keep])
      await db.query('DELETE FROM ss_devices WHERE user_id = $1 AND device_hash <> $2', [user.id, keep])
    },

    async closeSession(token: string): Promise<void> {
      await db.query('DELETE FROM ss_sessions WHERE token_hash = $1', [hash(token)])
    },
  }
}

export type UserStore = ReturnType<typeof createUserStore>
