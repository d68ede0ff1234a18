import type { Queryable } from '@foyer/cloud/db'
import { digest, newCode } from '../crypto/tokens.js'

/** §5 and §9: a code lives 10 minutes, gets 5 tries, and a new one waits 30 s after the last. */
const CODE_TTL_MS = 10 * 60_000
const CODE_ATTEMPTS = 5
const CODE_COOLDOWN_MS = 30_000

/** What a code is for; each address has at most one live code per purpose. */
export type CodePurpose = 'login' | 'device-link' | 'update-primary' | 'update-secondary' | 'export'

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number }
export type CheckResult = 'ok' | 'wrong' | 'expired' | 'attempts'

/**
 * Codes in the database (never in process memory, so any instance checks any code), stored as an
 * HMAC. The cooldown is decided by the row's own send time inside one statement, so two instances
 * racing for the same address cannot both send.
 */
export function createCodeStore(db: Queryable, hmacKey: Buffer, now: () => number = Date.now) {
  return {
    async issue(email: string, purpose: CodePurpose): Promise<IssueResult> {
      const code = newCode()
      const at = now()
      const result = await db.query<{ sent_at: Date }>(
        `INSERT INTO ss_codes (email, purpose, code_hash, sent_at, expires_at, attempts, used)
         VALUES ($1, $2, $3, $4, $5, 0, false)
         ON CONFLICT (email, purpose) DO UPDATE
           SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
               expires_at = EXCLUDED.expires_at, attempts = 0, used = false
           WHERE ss_codes.sent_at <= $6
         RETURNING sent_at`,
        [
          email,
          purpose,
          digest(hmacKey, `${purpose}:${email}:${code}`),
          new Date(at),
          new Date(at + CODE_TTL_MS),
          new Date(at - CODE_COOLDOWN_MS),
        ],
      )
      if (result.rows.length > 0) return { ok: true, code }
      const last = await db.query<{ sent_at: Date }>(
        'SELECT sent_at FROM ss_codes WHERE email = $1 AND purpose = $2',
        [email, purpose],
      )
      const sentAt = last.rows[0]?.sent_at.getTime() ?? at
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((sentAt + CODE_COOLDOWN_MS - at) / 1000)) }
    },

    /** One try: a right code is used up; a wrong one counts, and the fifth wrong one voids the code. */
    async check(email: string, purpose: CodePurpose, code: string): Promise<CheckResult> {
      const hash = digest(hmacKey, `${purpose}:${email}:${code}`)
      const row = await db.query<{ ok: boolean; expired: boolean; attempts: number; used: boolean }>(
        `UPDATE ss_codes SET
           used = used OR (code_hash = $3 AND expires_at > $4 AND attempts < $5),
           attempts = CASE WHEN code_hash = $3 THEN attempts ELSE attempts + 1 END
         WHERE email = $1 AND purpose = $2 AND NOT used
         RETURNING (code_hash = $3 AND expires_at > $4 AND attempts < $5) AS ok,
                   expires_at <= $4 AS expired, attempts, used`,
        [email, purpose, hash, new Date(now()), CODE_ATTEMPTS],
      )
      const found = row.rows[0]
      if (!found || found.expired) return 'expired'
      if (found.ok) return 'ok'
      return found.attempts >= CODE_ATTEMPTS ? 'attempts' : 'wrong'
    },
  }
}

export type CodeStore = ReturnType<typeof createCodeStore>
