import { randomBytes } from 'node:crypto'
import type { Db } from '@foyer/cloud/db'
import type { Envelope } from '../crypto/envelope.js'
import type { SecureSiteDeps } from '../http/context.js'

/**
 * Where a wallet's key lives: 'server' (sealed under the KEK, the server signs what the visitor
 * approved) or 'device' (only wrappings the frame made are stored: one per passkey under a key derived
 * from that passkey's PRF output, one under the recovery kit's secret; the server cannot open either).
 */
type KeyMode = 'server' | 'device'

interface DeviceKeyState {
  mode: KeyMode
  /** The PRF input every passkey of this wallet is asked with (base64url, 32 bytes; public). */
  salt: string | null
  /** Credential id -> the key wrapped for that passkey. */
  wraps: Record<string, string>
}

/** The wallets' key modes and the frame-made wrappings of device-mode wallets. */
function createDeviceKeyStore(db: Db, envelope: Envelope, now: () => number = Date.now) {
  return {
    async mode(userId: string): Promise<KeyMode> {
      const { rows } = await db.query<{ key_mode: KeyMode }>('SELECT key_mode FROM ss_users WHERE id = $1', [
        userId,
      ])
      return rows[0]?.key_mode === 'device' ? 'device' : 'server'
    },

    async state(userId: string): Promise<DeviceKeyState> {
      const { rows } = await db.query<{ key_mode: KeyMode; prf_salt: string | null }>(
        'SELECT key_mode, prf_salt FROM ss_users WHERE id = $1',
        [userId],
      )
      const wraps = await db.query<{ credential_id: string; wrapped: string }>(
        'SELECT credential_id, wrapped FROM ss_device_keys WHERE user_id = $1 ORDER BY created_at',
        [userId],
      )
      return {
        mode: rows[0]?.key_mode === 'device' ? 'device' : 'server',
        salt: rows[0]?.prf_salt ?? null,
        wraps: Object.fromEntries(wraps.rows.map((row) => [row.credential_id, row.wrapped])),
      }
    },

    /** The wallet's PRF input, drawn once (32 random bytes) the first time device mode is asked for. */
    async salt(userId: string): Promise<string> {
      const { rows } = await db.query<{ prf_salt: string }>(
        `UPDATE ss_users SET prf_salt = COALESCE(prf_salt, $2) WHERE id = $1 RETURNING prf_salt`,
        [userId, randomBytes(32).toString('base64url')],
      )
      return rows[0]?.prf_salt as string
    },

    async recoveryWrap(userId: string): Promise<string | undefined> {
      const { rows } = await db.query<{ recovery_wrap: string | null }>(
        `SELECT recovery_wrap FROM ss_users WHERE id = $1 AND key_mode = 'device'`,
        [userId],
      )
      return rows[0]?.recovery_wrap ?? undefined
    },

    /**
     * Device mode on, in one transaction: the wrappings stored, the KEK-sealed key deleted. False
     * when the wallet was not in server mode (two tabs at once) or the passkey is not the user's.
     */
    async enable(userId: string, credentialId: string, wrapped: string, recovery: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const turned = await tx.query(
          `UPDATE ss_users SET key_mode = 'device', sealed_key = NULL, sealed_data_key = NULL,
             recovery_wrap = $2, preferred_account_type = 'eoa'
           WHERE id = $1 AND key_mode = 'server'
             AND EXISTS (SELECT 1 FROM ss_passkeys WHERE credential_id = $3 AND user_id = $1)`,
          [userId, recovery, credentialId],
        )
        if (turned.rowCount === 0) return false
        await tx.query('DELETE FROM ss_device_keys WHERE user_id = $1', [userId])
        await tx.query(
          'INSERT INTO ss_device_keys (credential_id, user_id, wrapped, created_at) VALUES ($1, $2, $3, $4)',
          [credentialId, userId, wrapped, new Date(now())],
        )
        return true
      })
    },

    /** Another passkey's wrapping (one of the user's, device mode); replaces one it had. */
    async addWrap(userId: string, credentialId: string, wrapped: string): Promise<boolean> {
      const result = await db.query(
        `INSERT INTO ss_device_keys (credential_id, user_id, wrapped, created_at)
         SELECT $2, $1, $3, $4 WHERE EXISTS (
           SELECT 1 FROM ss_passkeys p JOIN ss_users u ON u.id = p.user_id
           WHERE p.credential_id = $2 AND p.user_id = $1 AND u.key_mode = 'device')
         ON CONFLICT (credential_id) DO UPDATE SET wrapped = EXCLUDED.wrapped, created_at = EXCLUDED.created_at`,
        [userId, credentialId, wrapped, new Date(now())],
      )
      return result.rowCount > 0
    },

    /** Device mode off, in one transaction: the key sealed under the KEK again, every wrapping deleted. */
    async disable(userId: string, privateKey: `0x${string}`): Promise<boolean> {
      const sealed = envelope.seal(userId, privateKey)
      return db.transaction(async (tx) => {
        const turned = await tx.query(
          `UPDATE ss_users SET key_mode = 'server', sealed_key = $2, sealed_data_key = $3, recovery_wrap = NULL
           WHERE id = $1 AND key_mode = 'device'`,
          [userId, sealed.key, sealed.dataKey],
        )
        if (turned.rowCount === 0) return false
        await tx.query('DELETE FROM ss_device_keys WHERE user_id = $1', [userId])
        return true
      })
    },
  }
}

export type DeviceKeyStore = ReturnType<typeof createDeviceKeyStore>

/** The store over the routes' database and KEK (made per use: it holds nothing of its own). */
export const deviceKeysOf = (deps: SecureSiteDeps): DeviceKeyStore =>
  createDeviceKeyStore(deps.db, deps.envelope, deps.now ?? Date.now)
