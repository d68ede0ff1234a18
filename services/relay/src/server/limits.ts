import { z } from 'zod'
import { InvalidOptionError } from '../errors.js'

/**
 * What one client may do on this relay. Storage quotas are counted in the store (the database all
 * instances share); rates are counted in the process: a client's socket stays on one instance, so
 * its publish rate is whole there, while the per-address connection rate is per instance.
 */
export interface RelayLimits {
  /** Largest message one publish may carry, in bytes. */
  maxMessageBytes: number
  /** Messages one client may have stored and undelivered (not expired) at once. */
  maxStoredMessagesPerClient: number
  /** Bytes of messages one client may have stored and undelivered at once. */
  maxStoredBytesPerClient: number
  /** Topics one socket may subscribe to. */
  maxSubscriptionsPerSocket: number
  /** Publishes one client may make per minute. */
  publishesPerMinute: number
  /** Websocket connections one address may open per minute. */
  connectionsPerMinute: number
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageBytes: 256 * 1024,
  maxStoredMessagesPerClient: 1000,
  maxStoredBytesPerClient: 16 * 1024 * 1024,
  maxSubscriptionsPerSocket: 1000,
  publishesPerMinute: 1200,
  connectionsPerMinute: 5000,
}

/** The environment variable of each limit (README "Limits"). */
export const RELAY_LIMIT_ENV: Record<keyof RelayLimits, string> = {
  maxMessageBytes: 'FOYER_RELAY_MAX_MESSAGE_BYTES',
  maxStoredMessagesPerClient: 'FOYER_RELAY_MAX_STORED_MESSAGES',
  maxStoredBytesPerClient: 'FOYER_RELAY_MAX_STORED_BYTES',
  maxSubscriptionsPerSocket: 'FOYER_RELAY_MAX_SUBSCRIPTIONS',
  publishesPerMinute: 'FOYER_RELAY_PUBLISHES_PER_MINUTE',
  connectionsPerMinute: 'FOYER_RELAY_CONNECTIONS_PER_MINUTE',
}

const count = z.number().int().min(1).max(1_000_000_000)

/** Limits from the environment over the defaults; a bad value names its variable. */
export function relayLimitsFromEnv(env: NodeJS.ProcessEnv): RelayLimits {
  const limits = { ...DEFAULT_RELAY_LIMITS }
  for (const key of Object.keys(RELAY_LIMIT_ENV) as (keyof RelayLimits)[]) {
    const name = RELAY_LIMIT_ENV[key]
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    const parsed = count.safeParse(Number(raw))
    if (!parsed.success)
      throw new InvalidOptionError(`${name}=${raw} is not a valid limit (a whole number from 1)`)
    limits[key] = parsed.data
  }
  return limits
}
