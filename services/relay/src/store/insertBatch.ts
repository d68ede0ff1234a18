import { MESSAGES_PER_NOTIFICATION } from '../cluster/announcement.js'
import type { SqlClient } from './sql-client.js'
import type { PutManyOptions, StoredMessage } from './types.js'

// The batch as rows, in publish order (ord), each with its sender's count and bytes in the batch up to
// and including it (counted by the relay: a window over the batch cost PostgreSQL a sort and more).
// Each row is checked against its sender's quota: what the sender has stored and not expired (the
// planner picks an index lookup per sender or one scan of the table, which holds only what waits),
// plus its rows earlier in this batch.
const ADMIT = `input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::bigint[], $6::bigint[], $7::text[], $8::text[], $12::int[], $13::bigint[])
    WITH ORDINALITY AS t(id, topic, message, tag, published_at, expires_at, sender, attestation, batch_count, batch_bytes, ord)
),
usage AS (
  SELECT sender, count(*) AS count, sum(octet_length(message)) AS bytes FROM relay_messages
  WHERE sender IN (SELECT sender FROM input) AND expires_at > $9 GROUP BY sender
),
admitted AS (
  SELECT i.* FROM input i LEFT JOIN usage u USING (sender)
  WHERE coalesce(u.count, 0) + i.batch_count <= $10 AND coalesce(u.bytes, 0) + i.batch_bytes <= $11
),
added AS (
  INSERT INTO relay_messages (id, topic, message, tag, published_at, expires_at, sender, attestation)
  SELECT id, topic, message, tag, published_at, expires_at, sender, attestation FROM admitted ORDER BY ord
  ON CONFLICT (id) DO NOTHING
  RETURNING id, topic, sender
)`

// The notification's JSON around its entries, `{"i":instanceId,"m":[...]}`: it starts with
// announcementPrefix, so an instance skips its own without parsing them.
const envelope = (entries: string, instanceId: string) =>
  `'{"i":' || to_json(${instanceId}::text)::text || ',"m":[' || ${entries} || ']}'`

// A stored message's announcement entry, [id, topic, sender] (cluster/announcement.ts reads it):
// never the payload, which the other instances read back by id. `m` names the insert's RETURNING.
const entry = (m: string) => `json_build_array(${m}.id, ${m}.topic, ${m}.sender)::text`

// One NOTIFY per MESSAGES_PER_NOTIFICATION rows this statement inserted (never a duplicate's), in
// publish order.
const ANNOUNCE = `announced AS (
  SELECT pg_notify($14, ${envelope("string_agg(a.entry, ',' ORDER BY a.ord)", '$15')})
  FROM (
    SELECT ${entry('added')} AS entry, i.ord,
      (row_number() OVER (ORDER BY i.ord) - 1) / ${MESSAGES_PER_NOTIFICATION} AS chunk
    FROM added JOIN input i USING (id)
  ) a GROUP BY a.chunk
)`

// The same for a batch of one, the usual case on a quiet relay: the set-based statement above costs
// about twice as much to plan and run for a single row (~0.7 ms against ~0.4 ms here).
const ADMIT_ONE = `usage AS (
  SELECT count(*) AS count, coalesce(sum(octet_length(message)), 0) AS bytes FROM relay_messages
  WHERE sender = $7 AND expires_at > $9
),
admitted AS (
  SELECT count + 1 <= $10 AND bytes + octet_length($3::text) <= $11 AS ok FROM usage
),
added AS (
  INSERT INTO relay_messages (id, topic, message, tag, published_at, expires_at, sender, attestation)
  SELECT $1, $2, $3, $4, $5, $6, $7, $8 FROM admitted WHERE ok
  ON CONFLICT (id) DO NOTHING
  RETURNING id, topic, sender
)`

const ANNOUNCE_ONE = `announced AS (
  SELECT pg_notify($12, ${envelope(entry('added'), '$13')}) FROM added
)`

/**
 * Stores a batch of publishes in one statement, so in one transaction: the quota check, the insert
 * and (with `announce`) the NOTIFYs that tell the other instances, sent at commit only for what was
 * stored. One statement and one commit per batch instead of two round trips and a commit per message:
 * every commit that NOTIFYs takes PostgreSQL's notification lock, so they queue one behind another.
 */
export async function insertBatch(
  sql: SqlClient,
  messages: readonly StoredMessage[],
  { quota, now, announce }: PutManyOptions,
): Promise<boolean[]> {
  if (messages.length === 0) return []
  if (messages.length === 1)
    return [await insertOne(sql, messages[0] as StoredMessage, { quota, now, announce })]
  const column = <T>(pick: (message: StoredMessage) => T) => messages.map(pick)
  const { counts, bytes } = runningTotals(messages)
  const params: unknown[] = [
    column((m) => m.id),
    column((m) => m.topic),
    column((m) => m.message),
    column((m) => m.tag),
    column((m) => m.publishedAt),
    column((m) => m.expiresAt),
    column((m) => m.sender),
    column((m) => m.attestation ?? null),
    now,
    quota.maxCount,
    quota.maxBytes,
    counts,
    bytes,
  ]
  const text = announce
    ? `WITH ${ADMIT}, ${ANNOUNCE}
       SELECT array(SELECT ord FROM admitted) AS admitted, (SELECT count(*) FROM announced) AS notifications`
    : `WITH ${ADMIT} SELECT array(SELECT ord FROM admitted) AS admitted`
  if (announce) params.push(announce.channel, announce.instanceId)
  const { rows } = await sql.query<{ admitted: Array<string | number | bigint> }>(text, params)
  const admitted = new Set((rows[0]?.admitted ?? []).map(Number))
  // ord counts from 1.
  return messages.map((_, index) => admitted.has(index + 1))
}

async function insertOne(
  sql: SqlClient,
  message: StoredMessage,
  { quota, now, announce }: PutManyOptions,
): Promise<boolean> {
  const params: unknown[] = [
    message.id,
    message.topic,
    message.message,
    message.tag,
    message.publishedAt,
    message.expiresAt,
    message.sender,
    message.attestation ?? null,
    now,
    quota.maxCount,
    quota.maxBytes,
  ]
  const text = announce
    ? `WITH ${ADMIT_ONE}, ${ANNOUNCE_ONE}
       SELECT ok AS admitted, (SELECT count(*) FROM announced) AS notifications FROM admitted`
    : `WITH ${ADMIT_ONE} SELECT ok AS admitted FROM admitted`
  if (announce) params.push(announce.channel, announce.instanceId)
  const { rows } = await sql.query<{ admitted: boolean }>(text, params)
  return rows[0]?.admitted === true
}

/**
 * Each message's sender's count and UTF-8 bytes in the batch up to and including it (what
 * octet_length counts in the database: a string's UTF-8 encoding, as the client sends it).
 */
function runningTotals(messages: readonly StoredMessage[]): { counts: number[]; bytes: number[] } {
  const totals = new Map<string, { count: number; bytes: number }>()
  const counts: number[] = []
  const bytes: number[] = []
  for (const message of messages) {
    let total = totals.get(message.sender)
    if (!total) {
      total = { count: 0, bytes: 0 }
      totals.set(message.sender, total)
    }
    total.count += 1
    total.bytes += Buffer.byteLength(message.message)
    counts.push(total.count)
    bytes.push(total.bytes)
  }
  return { counts, bytes }
}
