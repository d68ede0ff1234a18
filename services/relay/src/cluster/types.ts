import type { ClusterAck } from './acknowledge.js'
import type { Announcement } from './announcement.js'

/** A message another instance stored: enough to find it in the shared mailbox, never its payload. */
export interface AnnouncedMessage {
  id: string
  topic: string
  sender: string
}

/**
 * What relay instances on one database share besides the mailboxes: who is subscribed to which topic
 * (so a message is deleted only when every subscriber on every instance acknowledged it) and the news
 * that a message was stored (so each instance pushes it to its own subscribers).
 */
export interface RelayCluster {
  /** Records that `clientId`, connected to this instance, listens to `topics`. */
  subscribe(topics: readonly string[], clientId: string): Promise<void>
  unsubscribe(topics: readonly string[], clientId: string): Promise<void>
  /**
   * Records that clients acknowledged messages, and deletes each message once every subscriber of its
   * topic on every live instance (its sender aside) has.
   */
  acknowledge(acks: readonly ClusterAck[]): Promise<void>
  /**
   * How the store tells the other instances what it stored: NOTIFYs sent by its insert statement,
   * in the same transaction, naming every message the statement stored.
   */
  readonly announcement: Announcement
  /** `listener` gets the messages other instances stored. */
  onAnnounce(listener: (message: AnnouncedMessage) => void): void
  /** Removes this instance's subscriptions and stops listening. */
  close(): Promise<void>
}
