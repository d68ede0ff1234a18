import type { ClientConnection } from './connection.js'

/** Which open connections are subscribed to which topic. */
export class TopicRegistry {
  readonly #subscribers = new Map<string, Set<ClientConnection>>()

  add(topic: string, connection: ClientConnection): void {
    let set = this.#subscribers.get(topic)
    if (!set) {
      set = new Set()
      this.#subscribers.set(topic, set)
    }
    set.add(connection)
  }

  remove(topic: string, connection: ClientConnection): void {
    const set = this.#subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) this.#subscribers.delete(topic)
  }

  subscribers(topic: string): ReadonlySet<ClientConnection> {
    return this.#subscribers.get(topic) ?? new Set()
  }

  /** Client ids (not sockets) subscribed to the topic, except `exclude`. */
  clientIds(topic: string, exclude: string): Set<string> {
    const ids = new Set<string>()
    for (const connection of this.subscribers(topic)) {
      if (connection.clientId !== exclude) ids.add(connection.clientId)
    }
    return ids
  }

  get topicCount(): number {
    return this.#subscribers.size
  }
}
