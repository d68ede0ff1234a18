import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/types.js'
import { addressKey } from './accounts.js'

/** How long a nonce may wait for its signature. */
const NONCE_TTL_MS = 5 * 60_000

/** A verified sign-in as the API lists it. */
export interface SignInSession {
  id: string
  address: string
  chainId: string
  domain: string
  message: string
  signature: string
  issuedAt: string
  expiresAt: string | null
}

/** What `GET /v1/sessions/{address}` shows of a session: no message, no signature. */
export type SignInSessionSummary = Omit<SignInSession, 'message' | 'signature'>

/** A session as anyone who knows the address may see it. */
export const summaryOf = ({ message: _message, signature: _signature, ...summary }: SignInSession) =>
  summary satisfies SignInSessionSummary

type Row = {
  id: string
  address: string
  chain_id: string
  domain: string
  message: string
  signature: string
  issued_at: Date
  expires_at: Date | null
}

const toSession = (row: Row): SignInSession => ({
  id: row.id,
  address: row.address,
  chainId: row.chain_id,
  domain: row.domain,
  message: row.message,
  signature: row.signature,
  issuedAt: row.issued_at.toISOString(),
  expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
})

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Alphanumeric, as EIP-4361 requires, from 16 random bytes (96 bits of entropy after encoding). */
const newNonce = () => randomBytes(16).toString('base64url').replace(/[-_]/g, '').slice(0, 17).padEnd(17, '0')

const COLUMNS = 'id, address, chain_id, domain, message, signature, issued_at, expires_at'

/**
 * Nonces (single use, 5 minutes) and sessions in the database, per project. Addresses are kept by
 * `addressKey`: EVM and bech32 in lower case, base58 (Solana, Bitcoin legacy) as signed.
 */
export function createSignInStore(db: Queryable, now: () => number = Date.now) {
  const live = `NOT revoked AND (expires_at IS NULL OR expires_at > $NOW)`
  return {
    async issueNonce(projectId: string): Promise<{ nonce: string; expiresAt: string }> {
      const nonce = newNonce()
      const expiresAt = new Date(now() + NONCE_TTL_MS)
      await db.query('INSERT INTO siwx_nonces (nonce, project_id, expires_at) VALUES ($1, $2, $3)', [
        nonce,
        projectId,
        expiresAt,
      ])
      return { nonce, expiresAt: expiresAt.toISOString() }
    },

    /** Uses a nonce up: true once, for a live nonce of this project; false for anything else. */
    async useNonce(projectId: string, nonce: string): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE siwx_nonces SET used = true
         WHERE nonce = $1 AND project_id = $2 AND NOT used AND expires_at > $3 RETURNING nonce`,
        [nonce, projectId, new Date(now())],
      )
      return rows.length > 0
    },

    /**
     * Stores a verified session until `expiresAt` (the route caps it at the project's longest session);
     * returns it with the bearer token that proves it (kept only as a hash).
     */
    async add(
      projectId: string,
      session: Omit<SignInSession, 'id' | 'expiresAt'> & { expiresAt: string },
    ): Promise<{ session: SignInSession; token: string }> {
      const id = randomBytes(12).toString('hex')
      const token = randomBytes(32).toString('hex')
      const { rows } = await db.query<Row>(
        `INSERT INTO siwx_sessions (id, token_hash, project_id, address, chain_id, domain, message, signature, issued_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        [
          id,
          sha256(token),
          projectId,
          addressKey(session.address),
          session.chainId,
          session.domain,
          session.message,
          session.signature,
          new Date(session.issuedAt),
          new Date(session.expiresAt),
        ],
      )
      return { session: toSession(rows[0] as Row), token }
    },

    /** The live sessions of an address (optionally on one chain), newest first. */
    async list(projectId: string, address: string, chainId?: string): Promise<SignInSession[]> {
      const { rows } = await db.query<Row>(
        `SELECT ${COLUMNS} FROM siwx_sessions
         WHERE project_id = $1 AND address = $2 AND ($3::text IS NULL OR chain_id = $3) AND ${live.replace('$NOW', '$4')}
         ORDER BY issued_at DESC LIMIT 100`,
        [projectId, addressKey(address), chainId ?? null, new Date(now())],
      )
      return rows.map(toSession)
    },

    /** The live session a bearer token proves, for the app's backend. */
    async byToken(projectId: string, token: string): Promise<SignInSession | undefined> {
      const { rows } = await db.query<Row>(
        `SELECT ${COLUMNS} FROM siwx_sessions WHERE token_hash = $1 AND project_id = $2 AND ${live.replace('$NOW', '$3')}`,
        [sha256(token), projectId, new Date(now())],
      )
      return rows[0] && toSession(rows[0])
    },

    async revoke(projectId: string, address: string, id: string): Promise<boolean> {
      const result = await db.query(
        'UPDATE siwx_sessions SET revoked = true WHERE id = $1 AND project_id = $2 AND address = $3 AND NOT revoked',
        [id, projectId, addressKey(address)],
      )
      return result.rowCount > 0
    },
  }
}
