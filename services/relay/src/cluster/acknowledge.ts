import type { SqlClient } from '../store/sql-client.js'

/** One acknowledgement: `clientId` received message `messageId`. */
export interface ClusterAck {
  messageId: string
  clientId: string
}

// The acks of a batch, one row per message with every client that acked it in this batch.
const ACKS = `acks AS (
  SELECT id, array_agg(DISTINCT client_id) AS clients
  FROM unnest($1::text[], $2::text[]) AS t(id, client_id) GROUP BY id
)`

// True when no live subscriber of the message's topic on any instance (the sender aside) is missing
// from `acked`: the message may go.
const settled = (acked: string, now: string) => `NOT EXISTS (
  SELECT 1 FROM relay_subscriptions s
  WHERE s.topic = m.topic AND s.client_id <> m.sender AND s.expires_at > ${now}
    AND NOT (s.client_id = ANY (${acked})))`

const DELETE_MANY = `WITH ${ACKS}
  DELETE FROM relay_messages m USING acks
  WHERE m.id = acks.id AND ${settled('m.acked_by || acks.clients', '$3')}
  RETURNING m.id`

// The same for a lone ack, the usual case on a quiet relay: prepared (store/prepared.ts), PostgreSQL
// plans it once, where the batch form's estimates (unnest) keep it planning on every ack.
const DELETE_ONE = `DELETE FROM relay_messages m
  WHERE m.id = $1 AND ${settled('m.acked_by || ARRAY[$2::text]', '$3')}
  RETURNING m.id`

/**
 * Records a batch of acks and deletes the messages that every subscriber on every instance has now
 * acknowledged. The usual case, one peer per topic, is a single statement for the whole batch: the
 * DELETE re-checks a row another instance updated meanwhile (READ COMMITTED), so an ack recorded
 * concurrently elsewhere counts. Messages still awaited by someone get the acks appended; the UPDATE
 * returns the row as written, so when two instances' acks complete a message at once, the later
 * writer sees both and deletes it.
 */
export async function acknowledgeInPostgres(
  sql: SqlClient,
  acks: readonly ClusterAck[],
  now: number,
): Promise<void> {
  if (acks.length === 0) return
  const ids = acks.map((ack) => ack.messageId)
  const clients = acks.map((ack) => ack.clientId)
  const { rows: deleted } = await sql.query<{ id: string }>(
    acks.length === 1 ? DELETE_ONE : DELETE_MANY,
    acks.length === 1 ? [ids[0], clients[0], now] : [ids, clients, now],
  )
  const gone = new Set(deleted.map((row) => row.id))
  const waiting = acks.filter((ack) => !gone.has(ack.messageId))
  if (waiting.length === 0) return
  const { rows: updated } = await sql.query<{ id: string; settled: boolean }>(
    `WITH ${ACKS}
     UPDATE relay_messages m
     SET acked_by = m.acked_by || ARRAY(SELECT c FROM unnest(acks.clients) AS c WHERE NOT (c = ANY (m.acked_by)))
     FROM acks WHERE m.id = acks.id
     RETURNING m.id, ${settled('m.acked_by', '$3')} AS settled`,
    [waiting.map((ack) => ack.messageId), waiting.map((ack) => ack.clientId), now],
  )
  const complete = updated.filter((row) => row.settled).map((row) => row.id)
  if (complete.length === 0) return
  await sql.query(
    `DELETE FROM relay_messages m WHERE m.id = ANY ($1::text[]) AND ${settled('m.acked_by', '$2')}`,
    [complete, now],
  )
}
