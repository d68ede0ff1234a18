import type { AnnouncedMessage, RelayCluster } from './types.js'

/** A cluster still connecting (the relay takes its port first): calls wait for it, as PendingStore's do. */
export class PendingCluster implements RelayCluster {
  readonly #ready: Promise<RelayCluster>

  constructor(ready: Promise<RelayCluster>) {
    this.#ready = ready
    ready.catch(() => {})
  }

  subscribe(topics: readonly string[], clientId: string): Promise<void> {
    return this.#ready.then((cluster) => cluster.subscribe(topics, clientId))
  }
  unsubscribe(topics: readonly string[], clientId: string): Promise<void> {
    return this.#ready.then((cluster) => cluster.unsubscribe(topics, clientId))
  }
  recipients(topic: string, exclude: string): Promise<Set<string>> {
    return this.#ready.then((cluster) => cluster.recipients(topic, exclude))
  }
  announce(message: AnnouncedMessage): Promise<void> {
    return this.#ready.then((cluster) => cluster.announce(message))
  }
  onAnnounce(listener: (message: AnnouncedMessage) => void): void {
    this.#ready.then(
      (cluster) => cluster.onAnnounce(listener),
      () => {},
    )
  }
  close(): Promise<void> {
    return this.#ready.then((cluster) => cluster.close())
  }
}
