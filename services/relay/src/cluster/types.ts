import type { ClusterAck } from './acknowledge.js'

/** A PostgreSQL NOTIFY to send with a stored message. */
export interface StoreNotification {
  channel: string
  payload: string
}

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
   * The notification that tells the other instances a message was stored; the store sends it in the
   * same statement as the insert (one round trip per publish).
   */
  notification(message: AnnouncedMessage): StoreNotification
  /** `listener` gets the messages other instances stored. */
  onAnnounce(listener: (message: AnnouncedMessage) => void): void
  /** Removes this instance's subscriptions and stops listening. */
  close(): Promise<void>
}
