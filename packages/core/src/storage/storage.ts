import type { CaipNetworkId, ChainNamespace } from '../types/network.js'

/** The subset of Web Storage Foyer uses; localStorage fits, so does an in-memory map. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * A fresh in-memory storage; each call has its own map, so instances never share it.
 *
 * @example
 * // Nothing survives a reload: no connection is restored, no recent wallet remembered.
 * const foyer = createFoyer({ projectId, networks: [mainnet], storage: createMemoryStorage() })
 */
export function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/** localStorage when the page has a usable one (it throws in some sandboxed frames), else memory. */
export function defaultStorage(): StorageLike {
  try {
    if (typeof localStorage !== 'undefined' && localStorage !== null) {
      const probe = '__foyer_probe__'
      localStorage.setItem(probe, probe)
      localStorage.removeItem(probe)
      return localStorage
    }
  } catch {
    // Blocked storage (third-party frame, private mode): fall through to memory.
  }
  return createMemoryStorage()
}

/**
 * What Foyer remembers between visits, under keys prefixed with the instance's storageKey. The page reads;
 * what writes runs after a click or a connection, with the typed setters of remember.ts.
 */
export interface FoyerStorage {
  getRecentWalletIds(): string[]
  getLastChainId(): CaipNetworkId | undefined
  /** The connector a namespace was connected through, so start-up can resync it. */
  getConnectedConnectorId(namespace: ChainNamespace): string | undefined
  /** The embedded wallet's keys (last email login time, login-used flag, email, chain, session). */
  getEmbedded(name: EmbeddedStorageKey): string | undefined
  /** Reads `name` under the prefix: a key only some features keep (server rendering's connectedAddress.ts). */
  read(name: string): string | undefined
  /** Writes `name` under the prefix; undefined removes it. */
  write(name: string, value: string | undefined): void
}

/** What the embedded wallet remembers, under `<prefix>:embedded:<name>`. */
export type EmbeddedStorageKey =
  | 'lastEmailLoginTime'
  | 'emailLoginUsed'
  | 'email'
  | 'lastUsedChainId'
  | 'session'
  | 'socialUsername'
  | 'socialProvider'
  | 'smartAccountEnabledNetworks'
  | 'accountTypeChoices'

/** Wraps a storage with Foyer's keys; read and write failures are swallowed (storage is a cache). */
export function createFoyerStorage(storage: StorageLike, prefix: string): FoyerStorage {
  const key = (name: string) => `${prefix}:${name}`
  const read = (name: string): string | undefined => {
    try {
      return storage.getItem(key(name)) ?? undefined
    } catch {
      return undefined
    }
  }
  const write = (name: string, value: string | undefined) => {
    try {
      if (value === undefined) storage.removeItem(key(name))
      else storage.setItem(key(name), value)
    } catch {
      // Quota or blocked storage: remembering is best effort.
    }
  }
  return {
    getRecentWalletIds() {
      try {
        const parsed: unknown = JSON.parse(read('recentWalletIds') ?? '[]')
        return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
      } catch {
        return []
      }
    },
    getLastChainId: () => read('lastChainId') as CaipNetworkId | undefined,
    getConnectedConnectorId: (namespace) => read(`connection:${namespace}`),
    getEmbedded: (name) => read(`embedded:${name}`),
    read,
    write,
  }
}
