import type { AnnouncedMessage } from '../cluster/types.js'
import type { StoredMessage } from '../store/types.js'

/** Most ids read in one query. */
const BATCH_LIMIT = 1000
/** A failed read is tried again this much later, once (the store's pool replaces a broken connection). */
const RETRY_DELAY_MS = 100

/**
 * Delivers the messages other instances announced, in the announcements' order (commit order, so one
 * sender's messages arrive in the order it published them). An announcement that carried its message
 * is delivered at once, unless one named by id only is being read before it. Those are read one query
 * at a time: what arrives while a read runs joins the next one, so a burst of notifications costs a
 * few `= ANY($1)` reads instead of one query per burst racing for connections.
 */
export class AnnouncedReader {
  readonly #read: (ids: readonly string[]) => Promise<StoredMessage[]>
  readonly #deliver: (messages: readonly StoredMessage[]) => void
  readonly #report: (error: unknown) => void
  #waiting: AnnouncedMessage[] = []
  #reading = false

  constructor(
    read: (ids: readonly string[]) => Promise<StoredMessage[]>,
    deliver: (messages: readonly StoredMessage[]) => void,
    report: (error: unknown) => void,
  ) {
    this.#read = read
    this.#deliver = deliver
    this.#report = report
  }

  add(announced: AnnouncedMessage): void {
    if (!this.#reading && announced.stored) {
      this.#deliverSafely([announced.stored])
      return
    }
    this.#waiting.push(announced)
    if (this.#reading) return
    this.#reading = true
    void this.#drain()
  }

  async #drain(): Promise<void> {
    // node-postgres emits every notification of one network chunk in one turn: read them together.
    await Promise.resolve()
    while (this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, BATCH_LIMIT)
      const ids = batch.filter((announced) => !announced.stored).map((announced) => announced.id)
      // The read returns rows in any order (and none for a message already gone).
      const read = new Map((ids.length > 0 ? await this.#readOrRetry(ids) : []).map((m) => [m.id, m]))
      this.#deliverSafely(
        batch.flatMap((announced) => {
          const message = announced.stored ?? read.get(announced.id)
          return message ? [message] : []
        }),
      )
    }
    // In the same turn as the last check: an announcement arriving later starts a new drain.
    this.#reading = false
  }

  #deliverSafely(messages: readonly StoredMessage[]): void {
    try {
      this.#deliver(messages)
    } catch (error) {
      this.#report(error)
    }
  }

  async #readOrRetry(ids: readonly string[]): Promise<StoredMessage[]> {
    try {
      return await this.#read(ids)
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
      try {
        return await this.#read(ids)
      } catch (error) {
        // The messages stay stored: their subscribers get them on their next subscribe or fetch.
        this.#report(error)
        return []
      }
    }
  }
}
