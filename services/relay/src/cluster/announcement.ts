import type { StoredMessage } from '../store/types.js'
import type { AnnouncedMessage } from './types.js'

/** The NOTIFY channel relay instances announce stored messages on. */
export const ANNOUNCE_CHANNEL = 'foyer_relay_messages'

/**
 * A message whose announcement entry (its JSON array, payload included) is at most this long goes
 * whole: the receiving instance pushes it without reading the row back. Longer ones are named by id,
 * topic and sender (about 200 bytes) and read by id.
 */
export const INLINE_ENTRY_BYTES = 3500

/**
 * One notification holds the entries that start within this many bytes of its first: so at most this
 * plus one entry (INLINE_ENTRY_BYTES), plus separators and the envelope, far enough under NOTIFY's
 * 8000-byte payload limit whatever the batch.
 */
export const NOTIFICATION_BYTES = 4000

/** What the store needs to announce the messages it stores in the same transaction. */
export interface Announcement {
  channel: string
  /** Tells this instance's own notifications apart. */
  instanceId: string
}

/** How a notification from `instanceId` starts (the insert statement writes it so): no need to parse one's own. */
export const announcementPrefix = (instanceId: string) => `{"i":${JSON.stringify(instanceId)},`

type Entry =
  | [id: string, topic: string, sender: string]
  | [
      id: string,
      topic: string,
      sender: string,
      message: string,
      tag: number,
      publishedAt: number,
      expiresAt: number,
      attestation: string | null,
    ]

/**
 * Reads a notification payload, `{"i": instanceId, "m": [entry, ...]}` (the store writes it in its
 * insert statement, in commit order): an entry is `[id, topic, sender]` or, for a message that fits,
 * `[id, topic, sender, message, tag, publishedAt, expiresAt, attestation]`.
 */
export function parseAnnouncement(payload: string): { instanceId: string; messages: AnnouncedMessage[] } {
  const parsed = JSON.parse(payload) as { i: string; m: Entry[] }
  return { instanceId: parsed.i, messages: parsed.m.map(toAnnounced) }
}

function toAnnounced(entry: Entry): AnnouncedMessage {
  const [id, topic, sender] = entry
  if (entry.length === 3) return { id, topic, sender }
  const [, , , message, tag, publishedAt, expiresAt, attestation] = entry
  const stored: StoredMessage = { id, topic, message, tag, publishedAt, expiresAt, sender, ackedBy: [] }
  if (attestation !== null) stored.attestation = attestation
  return { id, topic, sender, stored }
}
