import type { StoreNotification } from '../cluster/types.js'

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

/**
 * Durable per-topic mailboxes. Implementations: {@link MemoryMailboxStore} (tests, benches) and
 * {@link SqlMailboxStore} (PGlite or Postgres, survives restarts).
 */
export interface MailboxStore {
  /**
   * Stores a message; storing the same id again changes nothing. `notify` (relay instances sharing a
   * PostgreSQL server) goes out with the insert when the message is new.
   */
  put(message: StoredMessage, notify?: StoreNotification): Promise<void>
  /** Messages by id (unexpired or not); the ones gone are left out. */
  getMany(ids: readonly string[]): Promise<StoredMessage[]>
  /** Unexpired messages for the client on the topics, oldest first. */
  pending(query: PendingQuery): Promise<StoredMessage[]>
  /** Records an acknowledgement; returns every client that acked so far, or undefined if the message is gone. */
  ack(id: string, clientId: string): Promise<string[] | undefined>
  delete(id: string): Promise<void>
  /** Deletes expired messages; returns how many. */
  purgeExpired(now: number): Promise<number>
  /** What one sender has stored and not expired yet: the per-client storage quota counts it. */
  usage(sender: string, now: number): Promise<{ count: number; bytes: number }>
  /** Releases what the store opened itself (not a client passed in by the caller). */
  close(): Promise<void>
}
