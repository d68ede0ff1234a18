import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/** Key-value storage in memory: each SDK client in a test gets its own, nothing touches the disk. */
export class MemoryKeyValueStorage implements IKeyValueStorage {
  readonly #items = new Map<string, unknown>()
  async getKeys(): Promise<string[]> {
    return [...this.#items.keys()]
  }
  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.#items.entries()] as [string, T][]
  }
  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.#items.get(key) as T | undefined
  }
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.#items.set(key, value)
  }
  async removeItem(key: string): Promise<void> {
    this.#items.delete(key)
  }
}
