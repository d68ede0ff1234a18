import { insertBatch } from './insertBatch.js'
import { migrateRelaySchema } from './migrate.js'
import type { SqlClient } from './sql-client.js'
import type { MailboxStore, PendingQuery, PutManyOptions, StoredMessage } from './types.js'

interface MessageRow {
  id: string
  topic: string
  message: string
  tag: number
  // bigint columns come back as strings (pg) or numbers/bigints (PGlite).
  published_at: string | number | bigint
  expires_at: string | number | bigint
  sender: string
  attestation: string | null
  acked_by: string[]
}

// Named, not `*`: a statement prepared by a running instance (store/prepared.ts) keeps working when
// a newer instance's migration adds a column.
const COLUMNS = 'id, topic, message, tag, published_at, expires_at, sender, attestation, acked_by'

function toMessage(row: MessageRow): StoredMessage {
  const message: StoredMessage = {
    id: row.id,
    topic: row.topic,
    message: row.message,
    tag: row.tag,
    publishedAt: Number(row.published_at),
    expiresAt: Number(row.expires_at),
    sender: row.sender,
    ackedBy: row.acked_by,
  }
  if (row.attestation !== null) message.attestation = row.attestation
  return message
}

export interface SqlMailboxStoreOptions {
  /** Called by close(), e.g. to close a PGlite the relay opened itself. */
  onClose?: () => Promise<void>
  /**
   * Where getMany reads (the messages other instances announced, on their way to this instance's
   * subscribers): connections of their own, so those pushes never wait in the pool's queue behind
   * every client's publishes. Default: the store's client.
   */
  lookup?: SqlClient
  /** Publish batches worth writing at once (MailboxStore.concurrentWrites): 1 for PGlite. */
  concurrentWrites?: number
  /**
   * VACUUM relay_messages after this many rows were deleted: PGlite has no autovacuum, so without it
   * the space of every delivered message stays taken and the file grows with every message ever
   * relayed (about 95 KiB a thousand). Off by default (a PostgreSQL server vacuums by itself).
   */
  vacuumAfterDeletes?: number
}

/** Mailboxes in the relay_messages table of a Postgres (PGlite or server) database. */
export class SqlMailboxStore implements MailboxStore {
  readonly #sql: SqlClient
  readonly #lookup: SqlClient
  readonly #onClose: (() => Promise<void>) | undefined
  readonly concurrentWrites: number | undefined
  readonly #vacuumAfter: number | undefined
  #deletedSinceVacuum = 0
  #vacuuming: Promise<void> | undefined

  private constructor(sql: SqlClient, options: SqlMailboxStoreOptions) {
    this.#sql = sql
    this.#lookup = options.lookup ?? sql
    this.#onClose = options.onClose
    this.concurrentWrites = options.concurrentWrites
    this.#vacuumAfter = options.vacuumAfterDeletes
  }

  /** Runs the relay's migration, then returns a store over the client. */
  static async create(sql: SqlClient, options: SqlMailboxStoreOptions = {}): Promise<SqlMailboxStore> {
    await migrateRelaySchema(sql)
    return new SqlMailboxStore(sql, options)
  }

  async put(message: StoredMessage): Promise<void> {
    await this.#sql.query(
      `INSERT INTO relay_messages (id, topic, message, tag, published_at, expires_at, sender, attestation, acked_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [
        message.id,
        message.topic,
        message.message,
        message.tag,
        message.publishedAt,
        message.expiresAt,
        message.sender,
        message.attestation ?? null,
        message.ackedBy,
      ],
    )
  }

  putMany(messages: readonly StoredMessage[], options: PutManyOptions): Promise<boolean[]> {
    return insertBatch(this.#sql, messages, options)
  }

  async getMany(ids: readonly string[]): Promise<StoredMessage[]> {
    if (ids.length === 0) return []
    const { rows } = await this.#lookup.query<MessageRow>(
      `SELECT ${COLUMNS} FROM relay_messages WHERE id = ANY($1::text[])`,
      [ids],
    )
    return rows.map(toMessage)
  }

  async pending(query: PendingQuery): Promise<StoredMessage[]> {
    if (query.topics.length === 0) return []
    const { rows } = await this.#sql.query<MessageRow>(
      `SELECT ${COLUMNS} FROM relay_messages
       WHERE topic = ANY($1::text[]) AND expires_at > $2 AND sender <> $3 AND NOT ($3 = ANY(acked_by))
       ORDER BY published_at, id LIMIT $4`,
      [query.topics, query.now, query.clientId, query.limit],
    )
    return rows.map(toMessage)
  }

  async ack(id: string, clientId: string): Promise<string[] | undefined> {
    const { rows } = await this.#sql.query<{ acked_by: string[] }>(
      `UPDATE relay_messages
       SET acked_by = CASE WHEN $2 = ANY(acked_by) THEN acked_by ELSE array_append(acked_by, $2) END
       WHERE id = $1 RETURNING acked_by`,
      [id, clientId],
    )
    return rows[0]?.acked_by
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return
    // One id (a quiet relay) by its own statement: PostgreSQL plans = ANY over a parameter array less well.
    if (ids.length === 1) await this.#sql.query('DELETE FROM relay_messages WHERE id = $1', [ids[0]])
    else await this.#sql.query('DELETE FROM relay_messages WHERE id = ANY($1::text[])', [ids])
    await this.#deleted(ids.length)
  }

  async purgeExpired(now: number): Promise<number> {
    const { rows } = await this.#sql.query<{ id: string }>(
      'DELETE FROM relay_messages WHERE expires_at <= $1 RETURNING id',
      [now],
    )
    await this.#deleted(rows.length)
    return rows.length
  }

  /** Counts deleted rows; past the threshold, vacuums (one at a time), so freed space is reused. */
  async #deleted(count: number): Promise<void> {
    if (this.#vacuumAfter === undefined) return
    this.#deletedSinceVacuum += count
    if (this.#deletedSinceVacuum < this.#vacuumAfter || this.#vacuuming) return
    this.#deletedSinceVacuum = 0
    this.#vacuuming = this.vacuum().finally(() => {
      this.#vacuuming = undefined
    })
    await this.#vacuuming
  }

  /** Marks the space of deleted rows free for new ones and gives empty pages at the end back. */
  async vacuum(): Promise<void> {
    // Without parameters: VACUUM cannot run inside the implicit transaction of the extended protocol.
    if (this.#sql.exec) await this.#sql.exec('VACUUM relay_messages')
    else await this.#sql.query('VACUUM relay_messages')
  }

  async usage(sender: string, now: number): Promise<{ count: number; bytes: number }> {
    const { rows } = await this.#sql.query<{ count: string | number; bytes: string | number }>(
      `SELECT count(*) AS count, coalesce(sum(octet_length(message)), 0) AS bytes
       FROM relay_messages WHERE sender = $1 AND expires_at > $2`,
      [sender, now],
    )
    return { count: Number(rows[0]?.count ?? 0), bytes: Number(rows[0]?.bytes ?? 0) }
  }

  async close(): Promise<void> {
    await this.#onClose?.()
  }
}
