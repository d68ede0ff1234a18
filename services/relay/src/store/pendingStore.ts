import type { MailboxStore, PendingQuery, PutManyOptions, StoredMessage } from './types.js'

/**
 * A store that is still opening: calls wait for it. It lets the relay take its port before it opens
 * the database, so a second relay on a busy port fails before touching the data folder.
 */
export class PendingStore implements MailboxStore {
  readonly #ready: Promise<MailboxStore>
  #store: MailboxStore | undefined

  constructor(ready: Promise<MailboxStore>) {
    this.#ready = ready
    // A store that fails to open stops the relay; calls made meanwhile see the same error.
    ready.then(
      (store) => {
        this.#store = store
      },
      () => {},
    )
  }

  put(message: StoredMessage): Promise<void> {
    return this.#ready.then((store) => store.put(message))
  }
  putMany(messages: readonly StoredMessage[], options: PutManyOptions): Promise<boolean[]> {
    return this.#ready.then((store) => store.putMany(messages, options))
  }
  getMany(ids: readonly string[]): Promise<StoredMessage[]> {
    return this.#ready.then((store) => store.getMany(ids))
  }
  pending(query: PendingQuery): Promise<StoredMessage[]> {
    return this.#ready.then((store) => store.pending(query))
  }
  ack(id: string, clientId: string): Promise<string[] | undefined> {
    return this.#ready.then((store) => store.ack(id, clientId))
  }
  deleteMany(ids: readonly string[]): Promise<void> {
    return this.#ready.then((store) => store.deleteMany(ids))
  }
  get concurrentWrites(): number | undefined {
    return this.#store?.concurrentWrites
  }
  purgeExpired(now: number): Promise<number> {
    return this.#ready.then((store) => store.purgeExpired(now))
  }
  usage(sender: string, now: number): Promise<{ count: number; bytes: number }> {
    return this.#ready.then((store) => store.usage(sender, now))
  }
  close(): Promise<void> {
    return this.#ready.then((store) => store.close())
  }
}
