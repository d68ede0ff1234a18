import type { AnnouncedMessage } from '../cluster/types.js'
import type { StoredMessage } from '../store/types.js'

/** Most ids read in one query. */
const BATCH_LIMIT = 1000
/**
 * Reads in flight at once: store/open.ts gives the reads as many connections, so one slow read does
 * not hold up the ones announced after it. Two: on 2 cores (5 rounds each, median paced p99 of crossing
 * over pairs on one instance) 3 reads gave 2.19x and 1 read 1.23x, as more reads are more queries
 * competing for the same CPU; with one read, though, a slow read holds up all the rest.
 */
export const READS_IN_FLIGHT = 2
/** A failed read is tried again this much later, once (the store's pool replaces a broken connection). */
const RETRY_DELAY_MS = 100

interface Slot {
  announced: AnnouncedMessage
  read: boolean
  /** Undefined once read: the message was gone (acknowledged or expired meanwhile). */
  message?: StoredMessage | undefined
}

/**
 * Reads back the messages other instances announced (by id: a notification never carries a payload)
 * and delivers them so that each sender's messages keep the announcements' order, which is commit
 * order. Reads are coalesced and pipelined: an announcement is read at once while fewer than
 * READS_IN_FLIGHT reads run, and everything announced while they are all busy is read by the next
 * single `= ANY($1)` query, as soon as one ends (no batching timer). A message is delivered once it is
 * read and every earlier one from its sender has been; other senders' messages do not wait for it.
 */
export class AnnouncedReader {
  readonly #read: (ids: readonly string[]) => Promise<StoredMessage[]>
  readonly #deliver: (messages: readonly StoredMessage[]) => void
  readonly #report: (error: unknown) => void
  /** Announced and not yet delivered, in announcement order. */
  #undelivered: Slot[] = []
  /** Announced and not yet asked for. */
  #unread: Slot[] = []
  #inFlight = 0
  #scheduled = false

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
    const slot: Slot = { announced, read: false }
    this.#undelivered.push(slot)
    this.#unread.push(slot)
    if (this.#scheduled || this.#inFlight >= READS_IN_FLIGHT) return
    // node-postgres emits every notification of one network chunk in one turn: read them together.
    this.#scheduled = true
    queueMicrotask(() => {
      this.#scheduled = false
      this.#startReads()
    })
  }

  #startReads(): void {
    while (this.#unread.length > 0 && this.#inFlight < READS_IN_FLIGHT) {
      this.#inFlight++
      void this.#readBatch(this.#unread.splice(0, BATCH_LIMIT))
    }
  }

  async #readBatch(batch: Slot[]): Promise<void> {
    // The read returns rows in any order (and none for a message already gone).
    const found = new Map(
      (await this.#readOrRetry(batch.map((slot) => slot.announced.id))).map((m) => [m.id, m]),
    )
    for (const slot of batch) {
      slot.read = true
      slot.message = found.get(slot.announced.id)
    }
    this.#inFlight--
    this.#deliverReady()
    this.#startReads()
  }

  /** Delivers every read message whose sender has no earlier one still being read. */
  #deliverReady(): void {
    const waitingSenders = new Set<string>()
    const ready: StoredMessage[] = []
    const kept: Slot[] = []
    for (const slot of this.#undelivered) {
      const { sender } = slot.announced
      if (!slot.read || waitingSenders.has(sender)) {
        waitingSenders.add(sender)
        kept.push(slot)
      } else if (slot.message) ready.push(slot.message)
    }
    this.#undelivered = kept
    if (ready.length === 0) return
    try {
      this.#deliver(ready)
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
