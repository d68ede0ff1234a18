import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import type { SqlClient } from '../store/sql-client.js'
import { acknowledgeInPostgres } from './acknowledge.js'
import { ANNOUNCE_CHANNEL, announcementPrefix, parseAnnouncement } from './announcement.js'
import type { AnnouncedMessage, RelayCluster } from './types.js'

type Pool = InstanceType<typeof pg.Pool>
type Client = InstanceType<typeof pg.Client>

/** A random id that tells this instance's own notifications apart. */
export const newInstanceId = () => randomBytes(8).toString('hex')
/** A subscription row lives this long unless its instance refreshes it: a dead instance holds nothing long. */
const SUBSCRIPTION_TTL_MS = 30_000
const REFRESH_INTERVAL_MS = 10_000

export interface PostgresClusterOptions {
  /** Queries (a pool). */
  pool: Pool
  /** A dedicated connection for LISTEN (a pooled one would be handed to other queries). */
  listen: () => Promise<Client>
  /**
   * Where acks are written (default: the pool): a connection of their own, so an ack counts as of the
   * moment it arrived rather than after the pool's queue (a subscriber leaving meanwhile changes
   * whether the message may go).
   */
  acks?: SqlClient
  now?: () => number
  onError?: (error: unknown) => void
  /** This instance's id (newInstanceId()); the pending wrapper needs it before the cluster is ready. */
  instanceId?: string
}

/**
 * Relay instances on one PostgreSQL server as one relay: subscriptions in `relay_subscriptions`
 * (refreshed by each live instance, expiring 30 s after it stops), new messages announced with
 * LISTEN/NOTIFY. Nothing another instance needs stays in this process.
 */
export async function createPostgresCluster(options: PostgresClusterOptions): Promise<RelayCluster> {
  const { pool } = options
  const now = options.now ?? Date.now
  const report = options.onError ?? (() => {})
  const instanceId = options.instanceId ?? newInstanceId()

  const listeners = new Set<(message: AnnouncedMessage) => void>()
  // Every instance hears its own notifications too: they are told apart before parsing.
  const own = announcementPrefix(instanceId)
  let closed = false
  let client: Client | undefined
  const connect = async () => {
    const next = await options.listen()
    next.on('notification', (event) => {
      if (event.channel !== ANNOUNCE_CHANNEL || !event.payload || event.payload.startsWith(own)) return
      try {
        const announced = parseAnnouncement(event.payload)
        if (announced.instanceId === instanceId) return
        for (const message of announced.messages) for (const listener of listeners) listener(message)
      } catch (error) {
        report(error)
      }
    })
    // A lost LISTEN connection is opened again; the subscribe-time fetch covers what passed meanwhile.
    next.on('error', (error) => {
      report(error)
      if (!closed) setTimeout(() => reconnect(), 500).unref()
    })
    await next.query(`LISTEN ${ANNOUNCE_CHANNEL}`)
    client = next
  }
  const reconnect = () => {
    client?.end().catch(() => {})
    client = undefined
    connect().catch((error) => {
      report(error)
      if (!closed) setTimeout(() => reconnect(), 1000).unref()
    })
  }
  await connect()

  const refresh = setInterval(() => {
    pool
      .query('UPDATE relay_subscriptions SET expires_at = $1 WHERE instance_id = $2', [
        now() + SUBSCRIPTION_TTL_MS,
        instanceId,
      ])
      .then(() => pool.query('DELETE FROM relay_subscriptions WHERE expires_at <= $1', [now()]))
      .catch(report)
  }, REFRESH_INTERVAL_MS)
  refresh.unref()

  return {
    async subscribe(topics, clientId) {
      if (topics.length === 0) return
      await pool.query(
        `INSERT INTO relay_subscriptions (topic, client_id, instance_id, expires_at)
         SELECT unnest($1::text[]), $2, $3, $4
         ON CONFLICT (topic, client_id, instance_id) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
        [topics, clientId, instanceId, now() + SUBSCRIPTION_TTL_MS],
      )
    },
    async unsubscribe(topics, clientId) {
      if (topics.length === 0) return
      await pool.query(
        'DELETE FROM relay_subscriptions WHERE topic = ANY($1::text[]) AND client_id = $2 AND instance_id = $3',
        [topics, clientId, instanceId],
      )
    },
    acknowledge: (acks) => acknowledgeInPostgres(options.acks ?? (pool as SqlClient), acks, now()),
    announcement: { channel: ANNOUNCE_CHANNEL, instanceId },
    onAnnounce(listener) {
      listeners.add(listener)
    },
    async close() {
      closed = true
      clearInterval(refresh)
      await pool.query('DELETE FROM relay_subscriptions WHERE instance_id = $1', [instanceId]).catch(report)
      await client?.end().catch(() => {})
    },
  }
}
