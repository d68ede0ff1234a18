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
 * Stores publishes in batches (group commit). A publish goes at once while fewer than CONCURRENCY
 * batches are being written, so a quiet relay adds no wait; under load, publishes gather behind the
 * running batches and share one statement, one commit and a few NOTIFYs. Frames of one socket are
 * handled in order, so a client's publishes never share or overtake a batch: publish order stays
 * commit order, which is the order other instances hear of them.
 */
export class PublishQueue {
  readonly #write: (messages: readonly StoredMessage[]) => Promise<boolean[]>
  readonly #concurrency: () => number
  #waiting: Waiting[] = []
  #writing = 0

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
    this.#pump()
    return stored
  }

  #pump(): void {
    while (this.#writing < this.#concurrency() && this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, BATCH_LIMIT)
      this.#writing += 1
      this.#store(batch).finally(() => {
        this.#writing -= 1
        this.#pump()
      })
    }
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
      // One message the database refuses must not fail the others of its batch: each on its own.
      await Promise.all(batch.map((entry) => this.#store([entry])))
    }
  }
}
