// Payment sessions and the test account's balances, all in the database: several instances share one
// PostgreSQL and none keeps a session in memory.
import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '@foyer/cloud/db'
import { EXCHANGE_ASSETS } from './assets.js'

/** How long a visitor has to confirm a payment after the app asked for it. */
export const SESSION_TTL_MS = 30 * 60_000
/** How long a session's row is kept for status reads (the purge removes it after). */
const SESSION_KEEP_MS = 7 * 24 * 60 * 60_000

/**
 * Where a session is. AWAITING: the visitor has not confirmed yet. SENDING: confirmed and debited, the
 * withdrawal is being signed. SENT: the withdrawal is on the chain, not yet mined. SUCCESS and FAILED end it.
 */
type SessionState = 'AWAITING' | 'SENDING' | 'SENT' | 'SUCCESS' | 'FAILED'

export interface PaymentSession {
  id: string
  asset: string
  amount: bigint
  recipient: string
  state: SessionState
  account: string | undefined
  txHash: `0x${string}` | undefined
  reason: string | undefined
  expiresAt: Date
}

interface SessionRow {
  id: string
  asset: string
  amount: string
  recipient: string
  status: SessionState
  account: string | null
  tx_hash: string | null
  reason: string | null
  expires_at: Date | string
}

const sessionOf = (row: SessionRow): PaymentSession => ({
  id: row.id,
  asset: row.asset,
  amount: BigInt(row.amount),
  recipient: row.recipient,
  state: row.status,
  account: row.account ?? undefined,
  txHash: (row.tx_hash ?? undefined) as `0x${string}` | undefined,
  reason: row.reason ?? undefined,
  expiresAt: new Date(row.expires_at),
})

/** The reasons a session fails with (shown on the checkout page and returned by the status API). */
export const REASONS = {
  cancelled: 'The payment was cancelled at the exchange.',
  expired: 'The payment session expired before it was confirmed.',
  reverted: 'The withdrawal was reverted on chain; the amount was returned to the exchange account.',
  notSent: 'The withdrawal could not be sent; the amount was returned to the exchange account.',
} as const

/** A session id: 24 random bytes, URL-safe (32 characters). */
const newSessionId = () => randomBytes(24).toString('base64url')
const SESSION_ID = /^[A-Za-z0-9_-]{32}$/

export function createSessionStore(db: Db, now: () => number = Date.now) {
  /** Ends sessions nobody confirmed in time. Idempotent, so any instance may run it on any read. */
  const expireOld = (q: Queryable, id: string) =>
    q.query(
      `UPDATE ex_sessions SET status = 'FAILED', reason = $2 WHERE id = $1 AND status = 'AWAITING' AND expires_at <= $3`,
      [id, REASONS.expired, new Date(now())],
    )

  const refund = (q: Queryable, session: PaymentSession) =>
    q.query('UPDATE ex_balances SET amount = amount + $3 WHERE account = $1 AND asset = $2', [
      session.account,
      session.asset,
      session.amount.toString(),
    ])

  return {
    /** Gives the test account its starting balance of every asset, once (a restart keeps what it spent). */
    async seedAccount(account: string): Promise<void> {
      for (const entry of EXCHANGE_ASSETS)
        await db.query(
          'INSERT INTO ex_balances (account, asset, amount) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [account, entry.asset, entry.testBalance.toString()],
        )
    },

    async balance(account: string, asset: string): Promise<bigint> {
      const { rows } = await db.query<{ amount: string }>(
        'SELECT amount FROM ex_balances WHERE account = $1 AND asset = $2',
        [account, asset],
      )
      return BigInt(rows[0]?.amount ?? 0)
    },

    async create(input: { asset: string; amount: bigint; recipient: string }): Promise<PaymentSession> {
      const id = newSessionId()
      const at = now()
      const { rows } = await db.query<SessionRow>(
        `INSERT INTO ex_sessions (id, asset, amount, recipient, status, expires_at, keep_until)
         VALUES ($1, $2, $3, $4, 'AWAITING', $5, $6) RETURNING *`,
        [
          id,
          input.asset,
          input.amount.toString(),
          input.recipient,
          new Date(at + SESSION_TTL_MS),
          new Date(at + SESSION_KEEP_MS),
        ],
      )
      return sessionOf(rows[0] as SessionRow)
    },

    /** The session, an unconfirmed one past its time already failed as expired; undefined when unknown. */
    async get(id: string): Promise<PaymentSession | undefined> {
      if (!SESSION_ID.test(id)) return undefined
      await expireOld(db, id)
      const { rows } = await db.query<SessionRow>('SELECT * FROM ex_sessions WHERE id = $1', [id])
      return rows[0] ? sessionOf(rows[0]) : undefined
    },

    /**
     * Takes an AWAITING session for `account` and debits the amount, in one transaction: two confirms of
     * one session (on any instances) debit once. 'insufficient' leaves the session awaiting.
     */
    async confirm(id: string, account: string): Promise<PaymentSession | 'not-awaiting' | 'insufficient'> {
      return db
        .transaction(async (tx) => {
          await expireOld(tx, id)
          const taken = await tx.query<SessionRow>(
            `UPDATE ex_sessions SET status = 'SENDING', account = $2 WHERE id = $1 AND status = 'AWAITING' RETURNING *`,
            [id, account],
          )
          const row = taken.rows[0]
          if (!row) return 'not-awaiting'
          const debited = await tx.query(
            'UPDATE ex_balances SET amount = amount - $3 WHERE account = $1 AND asset = $2 AND amount >= $3',
            [account, row.asset, row.amount],
          )
          // Thrown so the transaction rolls the session back to AWAITING.
          if (debited.rowCount === 0) throw new InsufficientBalance()
          return sessionOf(row)
        })
        .catch((error: unknown) => {
          if (error instanceof InsufficientBalance) return 'insufficient' as const
          throw error
        })
    },

    /** Cancels an AWAITING session; false when it was confirmed, ended or is unknown. */
    async cancel(id: string): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE ex_sessions SET status = 'FAILED', reason = $2 WHERE id = $1 AND status = 'AWAITING'`,
        [id, REASONS.cancelled],
      )
      return rowCount === 1
    },

    async sent(id: string, txHash: `0x${string}`): Promise<void> {
      await db.query(
        `UPDATE ex_sessions SET status = 'SENT', tx_hash = $2 WHERE id = $1 AND status = 'SENDING'`,
        [id, txHash],
      )
    },

    /** The withdrawal was mined: SUCCESS, or FAILED with the amount given back when it reverted. */
    async settle(session: PaymentSession, outcome: 'success' | 'reverted' | 'notSent'): Promise<void> {
      await db.transaction(async (tx) => {
        if (outcome === 'success') {
          await tx.query(
            `UPDATE ex_sessions SET status = 'SUCCESS' WHERE id = $1 AND status IN ('SENDING', 'SENT')`,
            [session.id],
          )
          return
        }
        const failed = await tx.query(
          `UPDATE ex_sessions SET status = 'FAILED', reason = $2 WHERE id = $1 AND status IN ('SENDING', 'SENT')`,
          [session.id, REASONS[outcome]],
        )
        if (failed.rowCount === 1) await refund(tx, session)
      })
    },
  }
}

class InsufficientBalance extends Error {}

export type SessionStore = ReturnType<typeof createSessionStore>
