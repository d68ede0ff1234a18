import type { Db } from '@foyer/cloud/db'
import { ServiceError } from '@foyer/service-kit/errors'
import { digest, newToken } from '../crypto/tokens.js'

/** The old address can undo a change this long. */
const UNDO_TTL_MS = 7 * 24 * 60 * 60_000
/** Key export waits this long after a change (or an undo), so a taken-over account cannot be emptied at once. */
const EXPORT_HOLD_MS = 24 * 60 * 60_000

export type UndoResult =
  | { ok: true; userId: string; restoredEmail: string; replacedEmail: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'email-taken' }

/** Email changes of record: the undo link for the old address and the export hold. */
export function createEmailChangeStore(db: Db, hmacKey: Buffer, now: () => number = Date.now) {
  const hash = (token: string) => digest(hmacKey, `undo:${token}`)
  return {
    /** Records a change made just now; returns the undo link's token for the old address. */
    async record(userId: string, oldEmail: string, newEmail: string): Promise<string> {
      const token = newToken()
      await db.query(
        `INSERT INTO ss_email_changes (undo_hash, user_id, old_email, new_email, changed_at, undo_until)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [hash(token), userId, oldEmail, newEmail, new Date(now()), new Date(now() + UNDO_TTL_MS)],
      )
      return token
    },

    /** The change an undo token names, while it can still be undone (the undo page shows it). */
    async pending(
      token: string,
    ): Promise<{ oldEmail: string; newEmail: string; changedAt: Date } | undefined> {
      const { rows } = await db.query<{ old_email: string; new_email: string; changed_at: Date }>(
        'SELECT old_email, new_email, changed_at FROM ss_email_changes WHERE undo_hash = $1 AND NOT undone AND undo_until > $2',
        [hash(token), new Date(now())],
      )
      const row = rows[0]
      return row && { oldEmail: row.old_email, newEmail: row.new_email, changedAt: row.changed_at }
    },

    /**
     * Puts the old address back, once, in one transaction; refused when the link is unknown, used or
     * older than 7 days, or when another account took the old address meanwhile.
     */
    async undo(token: string): Promise<UndoResult> {
      return db
        .transaction(async (tx) => {
          const { rows } = await tx.query<{
            user_id: string
            old_email: string
            new_email: string
            live: boolean
          }>(
            `UPDATE ss_email_changes SET undone = true WHERE undo_hash = $1 AND NOT undone
           RETURNING user_id, old_email, new_email, undo_until > $2 AS live`,
            [hash(token), new Date(now())],
          )
          const row = rows[0]
          if (!row) return { ok: false, reason: 'unknown' } as const
          if (!row.live) throw new UndoRefused('expired')
          const moved = await tx.query(
            `UPDATE ss_users SET email = $2 WHERE id = $1
           AND NOT EXISTS (SELECT 1 FROM ss_users WHERE email = $2 AND id <> $1)`,
            [row.user_id, row.old_email],
          )
          if (moved.rowCount === 0) throw new UndoRefused('email-taken')
          // The undo is a change too: export waits again, and the link's siblings stop working.
          await tx.query(
            `INSERT INTO ss_email_changes (undo_hash, user_id, old_email, new_email, changed_at, undo_until, undone)
           VALUES ($1, $2, $3, $4, $5, $5, true)`,
            [hash(newToken()), row.user_id, row.new_email, row.old_email, new Date(now())],
          )
          await tx.query('UPDATE ss_email_changes SET undone = true WHERE user_id = $1', [row.user_id])
          return {
            ok: true,
            userId: row.user_id,
            restoredEmail: row.old_email,
            replacedEmail: row.new_email,
          } as const
        })
        .catch((error: unknown) => {
          if (error instanceof UndoRefused) return { ok: false, reason: error.reason } as const
          throw error
        })
    },

    /** Until when key export is held for `userId` (24 h after its last change), or undefined. */
    async exportHeldUntil(userId: string): Promise<Date | undefined> {
      const { rows } = await db.query<{ changed_at: Date }>(
        'SELECT max(changed_at) AS changed_at FROM ss_email_changes WHERE user_id = $1',
        [userId],
      )
      const last = rows[0]?.changed_at
      if (!last) return undefined
      const until = new Date(last.getTime() + EXPORT_HOLD_MS)
      return until.getTime() > now() ? until : undefined
    },
  }
}

/** Rolls the undo's transaction back with its reason. */
class UndoRefused extends ServiceError<'UNDO_REFUSED'> {
  override name = 'UndoRefused'
  constructor(readonly reason: 'expired' | 'email-taken') {
    super('UNDO_REFUSED', reason)
  }
}

export type EmailChangeStore = ReturnType<typeof createEmailChangeStore>
