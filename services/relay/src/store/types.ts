import type { Announcement } from '../cluster/announcement.js'

/** One published message waiting in a topic's mailbox. */
export interface StoredMessage {
  /** sha256 hex of topic and message: republishing the same payload is idempotent. */
  id: string
  topic: string
  /** The opaque (encrypted, base64) envelope the client published. */
  message: string
  tag: number
  /** Milliseconds since epoch, set by the relay. */
  publishedAt: number
  /** Milliseconds since epoch; the message is gone from then on. */
  expiresAt: number
  /** Client id (did:key) of the publisher; it never gets its own message back. */
  sender: string
  attestation?: string
  /** Client ids that acknowledged the message. */
  ackedBy: string[]
}

/** Which messages a client may still receive on some topics. */
export interface PendingQuery {
  topics: readonly string[]
  /** The receiving client: its own and already acknowledged messages are left out. */
  clientId: string
  now: number
  /** At most this many, oldest first. */
  limit: number
}

/** How much one sender may have stored and undelivered (not expired) at once. */
interface StorageQuota {
  maxCount: number
  maxBytes: number
}

/** How putMany stores a batch of new messages. */
export interface PutManyOptions {
  /**
   * Each message is stored only if its sender stays within the quota, counting what the sender has
   * stored and not expired plus its earlier messages in the batch (stored or refused).
   */
  quota: StorageQuota
  /** The clock the quota counts unexpired messages by. */
  now: number
  /** Relay instances sharing a PostgreSQL server: NOTIFY what was stored, in the same transaction. */
  announce?: Announcement | undefined
}

/**
 * Durable per-topic mailboxes. Implementations: {@link MemoryMailboxStore} (tests, benches) and
 * {@link SqlMailboxStore} (PGlite or Postgres, survives restarts).
 */
export interface MailboxStore {
  /** Stores a message; storing the same id again changes nothing. */
  put(message: StoredMessage): Promise<void>
  /**
   * Stores new messages (nobody acked yet) in one go, oldest first: the relay's publishes, batched.
   * Returns, per message, whether it is stored (a message stored before counts) or was refused by the
   * quota. With `announce`, the messages this call stored are announced in the same transaction.
   */
  putMany(messages: readonly StoredMessage[], options: PutManyOptions): Promise<boolean[]>
  /** Messages by id (unexpired or not); the ones gone are left out. */
  getMany(ids: readonly string[]): Promise<StoredMessage[]>
  /** Unexpired messages for the client on the topics, oldest first. */
  pending(query: PendingQuery): Promise<StoredMessage[]>
  /** Records an acknowledgement; returns every client that acked so far, or undefined if the message is gone. */
  ack(id: string, clientId: string): Promise<string[] | undefined>
  /** Deletes the messages (each one every subscriber acknowledged) in one go. */
  deleteMany(ids: readonly string[]): Promise<void>
  /** Deletes expired messages; returns how many. */
  purgeExpired(now: number): Promise<number>
  /** What one sender has stored and not expired yet: the per-client storage quota counts it. */
  usage(sender: string, now: number): Promise<{ count: number; bytes: number }>
  /**
   * How many publish batches are worth writing at once (default 4): a pool of connections runs them
   * side by side, PGlite runs one statement at a time, so there what arrives meanwhile is better
   * written as one larger batch (a row in a batch of 100 costs it about a quarter of a lone insert).
   */
  readonly concurrentWrites?: number | undefined
  /** Releases what the store opened itself (not a client passed in by the caller). */
  close(): Promise<void>
}
