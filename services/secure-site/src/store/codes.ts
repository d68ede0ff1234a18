import type { Queryable } from '@foyer/cloud/db'
import { digest, newCode } from '../crypto/tokens.js'

/** A code lives 10 minutes, gets 5 tries, and a new one for the same browser waits 30 s after the last. */
const CODE_TTL_MS = 10 * 60_000
const CODE_ATTEMPTS = 5
const CODE_COOLDOWN_MS = 30_000

/** What a code is for; each address has at most one live code per purpose and browser. */
export type CodePurpose =
  | 'login'
  | 'device-link'
  | 'update-primary'
  | 'update-secondary'
  | 'export'
  | 'passkey-remove'

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number }
/** 'expired' also answers a browser that holds no code: the code belongs to the browser that asked. */
export type CheckResult = 'ok' | 'wrong' | 'expired' | 'attempts'

/**
 * Codes in the database (never in process memory, so any instance checks any code), stored as an
 * HMAC and bound to the browser that asked for it (its device secret's hash): another browser
 * presenting it finds no code of its own, so it can neither use nor spend the visitor's. The
 * cooldown is decided by the row's own send time inside one statement, so two instances racing for
 * the same browser cannot both send. A code already used or expired holds nothing back: the next one goes
 * at once (a browser approved right after a sign-in in a frame that keeps no storage needs a fresh code).
 */
export function createCodeStore(db: Queryable, hmacKey: Buffer, now: () => number = Date.now) {
  // The same hash the user store keeps of a browser, so a device link can name its browser's code.
  const deviceHash = (device: string) => digest(hmacKey, device)
  const codeHash = (purpose: CodePurpose, email: string, hashedDevice: string, code: string) =>
    digest(hmacKey, `${purpose}:${email}:${hashedDevice}:${code}`)
  return {
    issue(email: string, purpose: CodePurpose, device: string): Promise<IssueResult> {
      return this.issueForDeviceHash(email, purpose, deviceHash(device))
    },

    /** A code for the browser whose hash a device link kept (its secret is not at hand then). */
    async issueForDeviceHash(
      email: string,
      purpose: CodePurpose,
      hashedDevice: string,
    ): Promise<IssueResult> {
      const code = newCode()
      const at = now()
      const result = await db.query<{ sent_at: Date }>(
        `INSERT INTO ss_codes (email, purpose, device_hash, code_hash, sent_at, expires_at, attempts, used)
         VALUES ($1, $2, $3, $4, $5, $6, 0, false)
         ON CONFLICT (email, purpose, device_hash) DO UPDATE
           SET code_hash = EXCLUDED.code_hash, sent_at = EXCLUDED.sent_at,
               expires_at = EXCLUDED.expires_at, attempts = 0, used = false
           WHERE ss_codes.sent_at <= $7 OR ss_codes.used OR ss_codes.expires_at <= $5
         RETURNING sent_at`,
        [
          email,
          purpose,
          hashedDevice,
          codeHash(purpose, email, hashedDevice, code),
          new Date(at),
          new Date(at + CODE_TTL_MS),
          new Date(at - CODE_COOLDOWN_MS),
        ],
      )
      if (result.rows.length > 0) return { ok: true, code }
      const last = await db.query<{ sent_at: Date }>(
        'SELECT sent_at FROM ss_codes WHERE email = $1 AND purpose = $2 AND device_hash = $3',
        [email, purpose, hashedDevice],
      )
      const sentAt = last.rows[0]?.sent_at.getTime() ?? at
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((sentAt + CODE_COOLDOWN_MS - at) / 1000)) }
    },

    /**
     * One try of `device`'s own code: a right code is used up; a wrong one counts, and the fifth wrong
     * one voids it. Only this browser's row is read or touched.
     */
    async check(email: string, purpose: CodePurpose, device: string, code: string): Promise<CheckResult> {
      const hash = codeHash(purpose, email, deviceHash(device), code)
      const row = await db.query<{ ok: boolean; expired: boolean; attempts: number; used: boolean }>(
        `UPDATE ss_codes SET
           used = used OR (code_hash = $4 AND expires_at > $5 AND attempts < $6),
           attempts = CASE WHEN code_hash = $4 THEN attempts ELSE attempts + 1 END
         WHERE email = $1 AND purpose = $2 AND device_hash = $3 AND NOT used
         RETURNING (code_hash = $4 AND expires_at > $5 AND attempts < $6) AS ok,
                   expires_at <= $5 AS expired, attempts, used`,
        [email, purpose, deviceHash(device), hash, new Date(now()), CODE_ATTEMPTS],
      )
      const found = row.rows[0]
      if (!found || found.expired) return 'expired'
      if (found.ok) return 'ok'
      return found.attempts >= CODE_ATTEMPTS ? 'attempts' : 'wrong'
    },
  }
}

export type CodeStore = ReturnType<typeof createCodeStore>
