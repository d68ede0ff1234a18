import type { StoredMessage } from '../store/types.js'

/** Most publishes stored by one statement. */
const BATCH_LIMIT = 500
/** Batches being stored at once, unless the store says otherwise; what arrives meanwhile goes in the next batch. */
const CONCURRENCY = 4

interface Waiting {
  message: StoredMessage
  resolve: (stored: boolean) => void
  reject: (error: unknown) => void
}

/**
 * Stores publishes in batches (group commit). What arrives in one turn of the event loop (every frame
 * read from every socket in that turn) goes out as one batch once the turn's reads are done
 * (setImmediate), while fewer than CONCURRENCY batches are being written; what arrives meanwhile
 * gathers into the next. Without that wait, PGlite (whose statements run synchronously) wrote each
 * publish alone before the next socket was even read: a batch of one per message.
 *
 * A sender's messages are never in two batches written at once, and a batch takes them in arrival
 * order: publish order stays commit order (the order other instances hear of them) and push order,
 * even while one socket has many publishes in flight, and the storage quota a batch checks counts
 * the sender's earlier ones.
 */
export class PublishQueue {
  readonly #write: (messages: readonly StoredMessage[]) => Promise<boolean[]>
  readonly #concurrency: () => number
  #waiting: Waiting[] = []
  #writing = 0
  /** Senders with a message in a batch being written. */
  readonly #busy = new Map<string, number>()
  #scheduled = false

  /** `write` stores a batch and says, per message, whether it is stored (else refused by the quota). */
  constructor(
    write: (messages: readonly StoredMessage[]) => Promise<boolean[]>,
    concurrency: () => number | undefined = () => CONCURRENCY,
  ) {
    this.#write = write
    this.#concurrency = () => concurrency() ?? CONCURRENCY
  }

  /** Resolves true once the message is stored, false if the quota refused it. */
  add(message: StoredMessage): Promise<boolean> {
    const stored = new Promise<boolean>((resolve, reject) => this.#waiting.push({ message, resolve, reject }))
    if (!this.#scheduled) {
      this.#scheduled = true
      setImmediate(() => {
        this.#scheduled = false
        this.#pump()
      })
    }
    return stored
  }

  #pump(): void {
    while (this.#writing < this.#concurrency() && this.#waiting.length > 0) {
      const batch = this.#take()
      if (batch.length === 0) return
      this.#writing += 1
      const senders = new Set(batch.map((entry) => entry.message.sender))
      for (const sender of senders) this.#busy.set(sender, (this.#busy.get(sender) ?? 0) + 1)
      this.#store(batch).finally(() => {
        this.#writing -= 1
        for (const sender of senders) {
          const count = (this.#busy.get(sender) ?? 1) - 1
          if (count === 0) this.#busy.delete(sender)
          else this.#busy.set(sender, count)
        }
        this.#pump()
      })
    }
  }

  /**
   * The next batch, in arrival order: every waiting message but those of a sender with one being
   * written, or with an earlier one left waiting (they wait too, so the sender's order holds).
   */
  #take(): Waiting[] {
    const batch: Waiting[] = []
    const rest: Waiting[] = []
    const held = new Set<string>()
    for (const entry of this.#waiting) {
      const { sender } = entry.message
      if (batch.length < BATCH_LIMIT && !this.#busy.has(sender) && !held.has(sender)) batch.push(entry)
      else {
        rest.push(entry)
        held.add(sender)
      }
    }
    this.#waiting = rest
    return batch
  }

  async #store(batch: readonly Waiting[]): Promise<void> {
    try {
      const stored = await this.#write(batch.map((entry) => entry.message))
      batch.forEach((entry, index) => {
        entry.resolve(stored[index] === true)
      })
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error)
        return
      }
      // One message the database refuses must not fail the others of its batch: each on its own, in order.
      for (const entry of batch) await this.#store([entry])
    }
  }
}
