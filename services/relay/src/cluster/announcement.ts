import type { AnnouncedMessage } from './types.js'

/** The NOTIFY channel relay instances announce stored messages on. */
export const ANNOUNCE_CHANNEL = 'foyer_relay_messages'

/**
 * Messages one notification names. An entry is two 64-hex ids and an ed25519 did:key, about 200
 * bytes in JSON: 20 of them stay far below NOTIFY's 8000-byte payload limit, whatever the batch.
 */
export const MESSAGES_PER_NOTIFICATION = 20

/** What the store needs to announce the messages it stores in the same transaction. */
export interface Announcement {
  channel: string
  /** Tells this instance's own notifications apart. */
  instanceId: string
}

/** How a notification from `instanceId` starts (the insert statement writes it so): no need to parse one's own. */
export const announcementPrefix = (instanceId: string) => `{"i":${JSON.stringify(instanceId)},`

/**
 * Reads a notification payload, `{"i": instanceId, "m": [[id, topic, sender], ...]}` (the store
 * writes it in its insert statement, in commit order): ids, topics and senders, never a payload.
 * The receiving instance reads the messages by id (server/announcedReader.ts).
 */
export function parseAnnouncement(payload: string): { instanceId: string; messages: AnnouncedMessage[] } {
  const parsed = JSON.parse(payload) as { i: string; m: Array<[string, string, string]> }
  return {
    instanceId: parsed.i,
    messages: parsed.m.map(([id, topic, sender]) => ({ id, topic, sender })),
  }
}
