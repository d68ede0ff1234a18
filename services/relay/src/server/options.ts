import { z } from 'zod'
import type { RelayCluster } from '../cluster/types.js'
import { InvalidOptionError } from '../errors.js'
import type { MailboxStore } from '../store/types.js'
import type { ErrorReporter } from './dispatch.js'
import type { RelayLimits } from './limits.js'

/** Largest frame a client may send; bigger ones close its socket with 1009. */
export const MAX_PAYLOAD_BYTES = 1024 * 1024
/** The SDK drops a socket after 35 s without a ping, so ping well within that. */
export const HEARTBEAT_INTERVAL_MS = 15_000
/** How often expired messages are removed from the store (reads already skip them). */
export const SWEEP_INTERVAL_MS = 60_000

export interface RelayServerOptions {
  /** Where mailboxes live. */
  store: MailboxStore
  /** Clock in milliseconds (tests move it to expire messages and tokens). */
  now?: () => number
  /** Ping interval; a socket that did not answer the previous ping is dropped. */
  heartbeatIntervalMs?: number
  sweepIntervalMs?: number
  maxPayloadBytes?: number
  /** Unexpected failures; messages, topics and tokens are never included. */
  onError?: ErrorReporter
  /** Quotas per client (default DEFAULT_RELAY_LIMITS; `relayLimitsFromEnv` reads FOYER_RELAY_*). */
  limits?: RelayLimits
  /** Whether the store is open and migrated; /health answers 503 until then (load balancers wait). */
  isReady?: () => boolean
  /** The other relay instances on the same PostgreSQL server (see createPostgresCluster). */
  cluster?: RelayCluster
  /** Client sockets opening and closing (logging, metrics, tests). */
  onConnection?: (event: ConnectionEvent) => void
}

/** A client socket was accepted, or closed (by either side, or dropped by the heartbeat). */
export type ConnectionEvent =
  | { type: 'open'; clientId: string }
  | { type: 'close'; clientId: string; code: number; dropped: boolean }

const storeMethods = ['put', 'putMany', 'pending', 'ack', 'deleteMany', 'purgeExpired', 'close'] as const

const optionsSchema = z.object({
  store: z.custom<MailboxStore>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      storeMethods.every((name) => typeof (value as Record<string, unknown>)[name] === 'function'),
    'store must implement MailboxStore (put, putMany, pending, ack, deleteMany, purgeExpired, close)',
  ),
  now: z.function().optional(),
  heartbeatIntervalMs: z.number().int().min(10).max(60_000).optional(),
  sweepIntervalMs: z.number().int().min(10).optional(),
  maxPayloadBytes: z
    .number()
    .int()
    .min(1024)
    .max(16 * MAX_PAYLOAD_BYTES)
    .optional(),
  onError: z.function().optional(),
  onConnection: z.function().optional(),
  isReady: z.function().optional(),
  cluster: z.custom<RelayCluster>((value) => typeof value === 'object' && value !== null).optional(),
  limits: z.optional(z.record(z.string(), z.number().int().min(1))),
})

/** Validates createRelayServer's options, throwing InvalidOptionError with every issue. */
export function validateServerOptions(options: RelayServerOptions): void {
  const parsed = optionsSchema.safeParse(options)
  if (!parsed.success) {
    throw new InvalidOptionError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    )
  }
}

export const listenSchema = z.object({
  port: z.number().int().min(0).max(65_535),
  host: z.string().min(1),
})
