import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/**
 * Test-only: WalletConnect SDK key-value storage in memory: nothing touches the disk; two
 * SDK clients given the same one share their sessions (a reload). */
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
