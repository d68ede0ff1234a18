import { hash } from 'node:crypto'
import type { RelayCluster } from '../cluster/types.js'
import { RpcErrorCode } from '../rpc/codes.js'
import type { MailboxStore, StoredMessage } from '../store/types.js'
import { type Ack, AckQueue } from './ackQueue.js'
import { AnnouncedReader } from './announcedReader.js'
import type { ClientConnection } from './connection.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import { RpcMethodError } from './methods/context.js'
import { PublishQueue } from './publishQueue.js'
import { PublishRate } from './publishRate.js'
import type { TopicRegistry } from './topics.js'

/** Most messages pushed for one subscribe call; the rest follow on the next subscribe or fetch. */
const PENDING_PUSH_LIMIT = 1000
/** Most messages returned by one irn_batchFetchMessages call. */
const FETCH_LIMIT = 500

export interface PublishInput {
  topic: string
  message: string
  ttl: number
  tag: number
  attestation?: string | undefined
}

export interface MailboxOptions {
  store: MailboxStore
  topics: TopicRegistry
  now: () => number
  limits?: RelayLimits
  /** Other instances on the same database (Postgres); without one, this process is the whole relay. */
  cluster?: RelayCluster | undefined
  /** Failures away from any request (writing acks, reading announced messages). */
  onError?: (error: unknown, where: string) => void
}

// One-shot: no Hash object per message.
function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex')
}

/**
 * The relay's routing: subscriptions, publishing into per-topic mailboxes, pushing to subscribers and
 * deleting a message once every current subscriber acknowledged it (or at its ttl).
 */
export class Mailbox {
  readonly #store: MailboxStore
  readonly #topics: TopicRegistry
  readonly #now: () => number
  readonly #limits: RelayLimits
  readonly #publishes: PublishRate
  readonly #cluster: RelayCluster | undefined
  readonly #acks: AckQueue
  readonly #publishQueue: PublishQueue
  readonly #report: (error: unknown, where: string) => void
  // Push ids follow the SDK's payloadId shape (ms * 1000 + counter) and stay safe integers.
  #nextPushId = Date.now() * 1000

  constructor(options: MailboxOptions) {
    this.#store = options.store
    this.#topics = options.topics
    this.#now = options.now
    this.#limits = options.limits ?? DEFAULT_RELAY_LIMITS
    this.#publishes = new PublishRate(this.#limits.publishesPerMinute)
    this.#cluster = options.cluster
    const report = options.onError ?? (() => {})
    this.#report = report
    const cluster = this.#cluster
    this.#acks = new AckQueue(
      cluster ? (acks) => cluster.acknowledge(acks) : (acks) => this.#acknowledgeHere(acks),
      (error) => report(error, 'ack'),
    )
    const { maxStoredMessagesPerClient: maxCount, maxStoredBytesPerClient: maxBytes } = this.#limits
    this.#publishQueue = new PublishQueue(
      (messages) =>
        this.#store.putMany(messages, {
          quota: { maxCount, maxBytes },
          now: this.#now(),
          announce: cluster?.announcement,
        }),
      () => this.#store.concurrentWrites,
    )
    // What another instance stored goes to this instance's own subscribers of the topic.
    const reader = new AnnouncedReader(
      (ids) => this.#store.getMany(ids),
      (messages) => this.#deliverAnnounced(messages),
      (error) => report(error, 'announced'),
    )
    cluster?.onAnnounce((announced) => {
      if (this.#topics.subscribers(announced.topic).size > 0) reader.add(announced)
    })
  }

  /** Records the subscriptions where every instance sees them (before pushes may depend on them). */
  async register(connection: ClientConnection, topics: readonly string[]): Promise<void> {
    await this.#cluster?.subscribe(topics, connection.clientId)
  }

  #deliverAnnounced(messages: readonly StoredMessage[]): void {
    const now = this.#now()
    for (const message of messages) {
      if (message.expiresAt <= now) continue
      for (const connection of this.#topics.subscribers(message.topic))
        if (connection.clientId !== message.sender) this.#push(connection, message)
    }
  }

  /**
   * Subscribes the connection; the id is sha256(topic + clientId), the same the SDK computes, so
   * a client's restored subscriptions keep their ids.
   */
  subscribe(connection: ClientConnection, topic: string): string {
    return this.subscribeAll(connection, [topic])[0] ?? ''
  }

  /** Subscribes to every topic, or to none when that would pass the socket's subscription cap. */
  subscribeAll(connection: ClientConnection, topics: readonly string[]): string[] {
    const added = new Set(topics.filter((topic) => !connection.subscriptions.has(topic))).size
    const max = this.#limits.maxSubscriptionsPerSocket
    if (connection.subscriptions.size + added > max) {
      throw new RpcMethodError(
        RpcErrorCode.limitExceeded,
        `Too many subscriptions: at most ${max} per connection`,
      )
    }
    return topics.map((topic) => this.#subscribeOne(connection, topic))
  }

  #subscribeOne(connection: ClientConnection, topic: string): string {
    let id = connection.subscriptions.get(topic)
    if (!id) {
      id = sha256Hex(topic + connection.clientId)
      connection.subscriptions.set(topic, id)
      this.#topics.add(topic, connection)
    }
    return id
  }

  async unsubscribe(connection: ClientConnection, topic: string): Promise<void> {
    connection.subscriptions.delete(topic)
    this.#topics.remove(topic, connection)
    await this.#forget(connection.clientId, [topic])
  }

  /** Forgets a closed connection; its unacknowledged messages stay in the mailboxes. */
  disconnect(connection: ClientConnection): void {
    const topics = [...connection.subscriptions.keys()]
    for (const topic of topics) this.#topics.remove(topic, connection)
    this.#forget(connection.clientId, topics).catch(() => {})
    connection.subscriptions.clear()
    connection.inFlight.clear()
    connection.inFlightMessages.clear()
  }

  /** Drops the cluster's record of topics the client no longer holds on any socket of this instance. */
  async #forget(clientId: string, topics: readonly string[]): Promise<void> {
    if (!this.#cluster) return
    const gone = topics.filter((topic) => !this.#topics.clientIds(topic, '').has(clientId))
    await this.#cluster.unsubscribe(gone, clientId)
  }

  /** Pushes what waits in the topics' mailboxes for this connection's client. */
  async deliverPending(connection: ClientConnection, topics: readonly string[]): Promise<void> {
    const messages = await this.#store.pending({
      topics,
      clientId: connection.clientId,
      now: this.#now(),
      limit: PENDING_PUSH_LIMIT,
    })
    for (const message of messages) this.#push(connection, message)
  }

  /**
   * Stores the message, then pushes it to every subscriber of the topic except the publishing client.
   * A message over the size limit, a client over its publish rate or over its storage quota (what it
   * stored and nobody has taken yet, checked by the store as it stores) gets a limit-exceeded error
   * and nothing is stored. The limits are checked and the message queued before this returns its
   * promise (no await before): a socket's next frame may go ahead, its publishes stay in order.
   */
  publish(sender: ClientConnection, input: PublishInput): Promise<void> {
    let message: StoredMessage
    try {
      message = this.#accept(sender, input)
    } catch (error) {
      return Promise.reject(error)
    }
    return this.#storeAndPush(sender, message)
  }

  /**
   * Publishes in order, all queued at once: the ones before the first a limit refuses are stored,
   * that one and the rest are not, and its error is the answer (as one publish after another did).
   */
  async publishAll(sender: ClientConnection, inputs: readonly PublishInput[]): Promise<void> {
    const stored: Array<Promise<void>> = []
    let refused: unknown
    for (const input of inputs) {
      try {
        stored.push(this.#storeAndPush(sender, this.#accept(sender, input)))
      } catch (error) {
        refused = error
        break
      }
    }
    // Each is awaited (a later one may fail on the quota while an earlier one fails otherwise).
    const results = await Promise.allSettled(stored)
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    if (refused !== undefined) throw refused
  }

  /** Checks the size and rate limits and builds the stored message; throws a limit-exceeded error. */
  #accept(sender: ClientConnection, input: PublishInput): StoredMessage {
    const limits = this.#limits
    const refuse = (message: string) => new RpcMethodError(RpcErrorCode.limitExceeded, message)
    if (Buffer.byteLength(input.message) > limits.maxMessageBytes)
      throw refuse(`Message too large: at most ${limits.maxMessageBytes} bytes`)
    if (!this.#publishes.take(sender.clientId))
      throw refuse(`Too many messages: at most ${limits.publishesPerMinute} per minute`)
    const publishedAt = this.#now()
    const message: StoredMessage = {
      id: sha256Hex(`${input.topic}:${input.message}`),
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      publishedAt,
      expiresAt: publishedAt + input.ttl * 1000,
      sender: sender.clientId,
      ackedBy: [],
    }
    if (input.attestation !== undefined) message.attestation = input.attestation
    return message
  }

  async #storeAndPush(sender: ClientConnection, message: StoredMessage): Promise<void> {
    if (!(await this.#publishQueue.add(message))) {
      const limits = this.#limits
      throw new RpcMethodError(
        RpcErrorCode.limitExceeded,
        `Storage quota exceeded: at most ${limits.maxStoredMessagesPerClient} messages and ${limits.maxStoredBytesPerClient} bytes waiting for delivery per client`,
      )
    }
    for (const connection of this.#topics.subscribers(message.topic)) {
      if (connection.clientId !== sender.clientId) this.#push(connection, message)
    }
  }

  /**
   * Returns waiting messages for a client that polls instead of subscribing. A message in the
   * response counts as delivered to that client.
   */
  async fetch(
    connection: ClientConnection,
    topics: readonly string[],
  ): Promise<{ messages: Array<Record<string, unknown>>; hasMore: boolean }> {
    const found = await this.#store.pending({
      topics,
      clientId: connection.clientId,
      now: this.#now(),
      limit: FETCH_LIMIT + 1,
    })
    const page = found.slice(0, FETCH_LIMIT)
    await Promise.all(
      page.map((message) =>
        this.#acks.add({
          clientId: connection.clientId,
          messageId: message.id,
          topic: message.topic,
          sender: message.sender,
        }),
      ),
    )
    return { messages: page.map(toEventData), hasMore: found.length > FETCH_LIMIT }
  }

  /**
   * Handles the client's response to a push; `ok` is `result: true`. The ack is written in the
   * background (batched with others) and `connection.acked` follows it: the socket's next publish
   * need not wait for it, its other requests do (dispatch).
   */
  onResponse(connection: ClientConnection, pushId: number, ok: boolean): void {
    const entry = connection.inFlight.get(pushId)
    if (!entry) return
    connection.inFlight.delete(pushId)
    connection.inFlightMessages.delete(entry.messageId)
    if (ok) connection.acked = this.#acks.add(entry)
  }

  /** Resolves once every ack received so far is written (before the store closes). */
  flushAcks(): Promise<void> {
    return this.#acks.flush()
  }

  /** Deletes expired messages from the store. */
  purgeExpired(): Promise<number> {
    return this.#store.purgeExpired(this.#now())
  }

  /** Without other instances: this process knows every subscriber. */
  async #acknowledgeHere(acks: readonly Ack[]): Promise<void> {
    // The usual case (one peer on the topic): no one else to wait for, so the ack is not recorded and
    // the message goes, with the batch's others like it, in one statement.
    const done: string[] = []
    const shared: Array<{ ack: Ack; recipients: Set<string> }> = []
    for (const ack of acks) {
      const recipients = this.#topics.clientIds(ack.topic, ack.sender)
      recipients.delete(ack.clientId)
      if (recipients.size === 0) done.push(ack.messageId)
      else shared.push({ ack, recipients })
    }
    await this.#store.deleteMany(done).catch((error) => this.#report(error, 'ack'))
    for (const { ack, recipients } of shared) {
      await this.#acknowledgeShared(ack, recipients).catch((error) => this.#report(error, 'ack'))
    }
  }

  async #acknowledgeShared({ clientId, messageId }: Ack, recipients: Set<string>): Promise<void> {
    const ackedBy = await this.#store.ack(messageId, clientId)
    if (!ackedBy) return
    const acked = new Set(ackedBy)
    for (const recipient of recipients) if (!acked.has(recipient)) return
    await this.#store.deleteMany([messageId])
  }

  #push(connection: ClientConnection, message: StoredMessage): void {
    const subscriptionId = connection.subscriptions.get(message.topic)
    if (!subscriptionId || !connection.open || connection.inFlightMessages.has(message.id)) return
    const pushId = ++this.#nextPushId
    connection.inFlight.set(pushId, {
      clientId: connection.clientId,
      messageId: message.id,
      topic: message.topic,
      sender: message.sender,
    })
    connection.inFlightMessages.add(message.id)
    connection.send({
      id: pushId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId, data: toEventData(message) },
    })
  }
}

function toEventData(message: StoredMessage): Record<string, unknown> {
  const data: Record<string, unknown> = {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
  }
  if (message.attestation !== undefined) data.attestation = message.attestation
  return data
}
