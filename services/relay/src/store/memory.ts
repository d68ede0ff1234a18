import type { MailboxStore, PendingQuery, PutManyOptions, StoredMessage } from './types.js'

/** Mailboxes in process memory: fast, lost on exit. */
export class MemoryMailboxStore implements MailboxStore {
  readonly #byId = new Map<string, StoredMessage>()
  readonly #byTopic = new Map<string, Set<string>>()
  /** Ids per sender: the quota counts a sender's messages on every publish. */
  readonly #bySender = new Map<string, Set<string>>()

  async put(message: StoredMessage): Promise<void> {
    if (this.#byId.has(message.id)) return
    this.#byId.set(message.id, { ...message, ackedBy: [...message.ackedBy] })
    let ids = this.#byTopic.get(message.topic)
    if (!ids) {
      ids = new Set()
      this.#byTopic.set(message.topic, ids)
    }
    ids.add(message.id)
    let sent = this.#bySender.get(message.sender)
    if (!sent) {
      sent = new Set()
      this.#bySender.set(message.sender, sent)
    }
    sent.add(message.id)
  }

  async putMany(messages: readonly StoredMessage[], { quota, now }: PutManyOptions): Promise<boolean[]> {
    // As the SQL store counts: what each sender stored before, plus its earlier messages in the batch.
    const used = new Map<string, { count: number; bytes: number }>()
    for (const { sender } of messages) if (!used.has(sender)) used.set(sender, await this.usage(sender, now))
    const stored = messages.map((message) => {
      const usage = used.get(message.sender) as { count: number; bytes: number }
      usage.count += 1
      usage.bytes += Buffer.byteLength(message.message)
      return usage.count <= quota.maxCount && usage.bytes <= quota.maxBytes
    })
    for (const [index, message] of messages.entries()) if (stored[index]) await this.put(message)
    return stored
  }

  async getMany(ids: readonly string[]): Promise<StoredMessage[]> {
    return ids.flatMap((id) => {
      const message = this.#byId.get(id)
      return message ? [{ ...message, ackedBy: [...message.ackedBy] }] : []
    })
  }

  async pending(query: PendingQuery): Promise<StoredMessage[]> {
    const found: StoredMessage[] = []
    for (const topic of query.topics) {
      for (const id of this.#byTopic.get(topic) ?? []) {
        const message = this.#byId.get(id)
        if (!message || message.expiresAt <= query.now) continue
        if (message.sender === query.clientId || message.ackedBy.includes(query.clientId)) continue
        found.push({ ...message, ackedBy: [...message.ackedBy] })
      }
    }
    found.sort((a, b) => a.publishedAt - b.publishedAt)
    return found.slice(0, query.limit)
  }

  async ack(id: string, clientId: string): Promise<string[] | undefined> {
    const message = this.#byId.get(id)
    if (!message) return undefined
    if (!message.ackedBy.includes(clientId)) message.ackedBy.push(clientId)
    return [...message.ackedBy]
  }

  async deleteMany(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.#deleteOne(id)
  }

  #deleteOne(id: string): void {
    const message = this.#byId.get(id)
    if (!message) return
    this.#byId.delete(id)
    const ids = this.#byTopic.get(message.topic)
    ids?.delete(id)
    if (ids?.size === 0) this.#byTopic.delete(message.topic)
    const sent = this.#bySender.get(message.sender)
    sent?.delete(id)
    if (sent?.size === 0) this.#bySender.delete(message.sender)
  }

  async purgeExpired(now: number): Promise<number> {
    let removed = 0
    for (const message of [...this.#byId.values()]) {
      if (message.expiresAt > now) continue
      this.#deleteOne(message.id)
      removed++
    }
    return removed
  }

  async usage(sender: string, now: number): Promise<{ count: number; bytes: number }> {
    let count = 0
    let bytes = 0
    for (const id of this.#bySender.get(sender) ?? []) {
      const message = this.#byId.get(id)
      if (!message || message.expiresAt <= now) continue
      count += 1
      bytes += Buffer.byteLength(message.message)
    }
    return { count, bytes }
  }

  async close(): Promise<void> {}
}
