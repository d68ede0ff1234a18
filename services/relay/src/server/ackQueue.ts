/** A client's acknowledgement of one pushed message. */
export interface Ack {
  clientId: string
  messageId: string
  topic: string
  sender: string
}

/** Most acks written in one go (one statement with PostgreSQL). */
const BATCH_LIMIT = 1000

interface Batch {
  acks: Ack[]
  /** Resolves once the batch is written (or failed and was reported). */
  written: Promise<void>
  done: () => void
}

function newBatch(): Batch {
  let done = () => {}
  const written = new Promise<void>((resolve) => {
    done = resolve
  })
  return { acks: [], written, done }
}

/**
 * Collects acks and writes them in batches, one batch at a time: while one is written the next one
 * gathers. Acks used to be written one by one, two queries each, inside the acking socket's frame
 * queue, so every ack held up that client's next publish and filled the pool's queue in front of
 * everyone's publishes. A failed batch is reported and its messages stay stored (delivered again later).
 * The acks of one batch share one promise.
 */
export class AckQueue {
  readonly #write: (acks: readonly Ack[]) => Promise<void>
  readonly #report: (error: unknown) => void
  /** Batches not written yet, oldest first; acks join the last one. */
  #gathering: Batch[] = []
  #writing: Promise<void> | undefined

  constructor(write: (acks: readonly Ack[]) => Promise<void>, report: (error: unknown) => void) {
    this.#write = write
    this.#report = report
  }

  /** Queues an ack; resolves once it is written (or its batch failed and was reported). */
  add(ack: Ack): Promise<void> {
    let batch = this.#gathering.at(-1)
    if (!batch || batch.acks.length >= BATCH_LIMIT) {
      batch = newBatch()
      this.#gathering.push(batch)
    }
    batch.acks.push(ack)
    this.#writing ??= this.#drain()
    return batch.written
  }

  /** Resolves once every ack added so far is written. */
  async flush(): Promise<void> {
    while (this.#writing) await this.#writing
  }

  async #drain(): Promise<void> {
    // Acks read from every socket in this turn of the event loop join the first batch (PGlite's
    // statements run synchronously: without the wait, each ack was a statement of its own).
    await new Promise((resolve) => setImmediate(resolve))
    for (let batch = this.#gathering.shift(); batch; batch = this.#gathering.shift()) {
      try {
        await this.#write(batch.acks)
      } catch (error) {
        this.#report(error)
      }
      batch.done()
    }
    this.#writing = undefined
  }
}
