// The checkout's sign-in: one fixed test account (shown on the page, like the on-ramp's test card), and
// login tokens kept hashed in the database so any instance recognises them.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '@foyer/cloud/db'

/** The test account's login, printed on the checkout page: no real account exists. */
export const TEST_LOGIN = { email: 'visitor@exchange.test', password: 'foyer-pay-test' } as const
/** The account's id in the ledger. */
export const TEST_ACCOUNT = 'test-account'
/** A login lasts an hour. */
export const LOGIN_TTL_MS = 60 * 60_000
export const LOGIN_COOKIE = 'foyer_exchange_login'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)]
  return x.length === y.length && timingSafeEqual(x, y)
}

export function createLoginStore(db: Db, now: () => number = Date.now) {
  return {
    /** The account for these credentials, or undefined. */
    check(email: string, password: string): string | undefined {
      const emailOk = same(email.trim().toLowerCase(), TEST_LOGIN.email)
      return same(password, TEST_LOGIN.password) && emailOk ? TEST_ACCOUNT : undefined
    },

    /** A new login token for `account` (32 random bytes); only its hash is stored. */
    async open(account: string): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      await db.query('INSERT INTO ex_logins (token_hash, account, expires_at) VALUES ($1, $2, $3)', [
        hashOf(token),
        account,
        new Date(now() + LOGIN_TTL_MS),
      ])
      return token
    },

    /** The account a token belongs to while it lasts. */
    async accountOf(token: string | undefined): Promise<string | undefined> {
      if (!token || token.length > 64) return undefined
      const { rows } = await db.query<{ account: string }>(
        'SELECT account FROM ex_logins WHERE token_hash = $1 AND expires_at > $2',
        [hashOf(token), new Date(now())],
      )
      return rows[0]?.account
    },
  }
}

export type LoginStore = ReturnType<typeof createLoginStore>
