import type { ClusterAck } from './acknowledge.js'
import { ANNOUNCE_CHANNEL, type Announcement } from './announcement.js'
import type { AnnouncedMessage, RelayCluster } from './types.js'

/** A cluster still connecting (the relay takes its port first): calls wait for it, as PendingStore's do. */
export class PendingCluster implements RelayCluster {
  readonly #ready: Promise<RelayCluster>
  readonly #instanceId: string

  constructor(ready: Promise<RelayCluster>, instanceId: string) {
    this.#ready = ready
    this.#instanceId = instanceId
    ready.catch(() => {})
  }

  subscribe(topics: readonly string[], clientId: string): Promise<void> {
    return this.#ready.then((cluster) => cluster.subscribe(topics, clientId))
  }
  unsubscribe(topics: readonly string[], clientId: string): Promise<void> {
    return this.#ready.then((cluster) => cluster.unsubscribe(topics, clientId))
  }
  acknowledge(acks: readonly ClusterAck[]): Promise<void> {
    return this.#ready.then((cluster) => cluster.acknowledge(acks))
  }
  get announcement(): Announcement {
    return { channel: ANNOUNCE_CHANNEL, instanceId: this.#instanceId }
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
