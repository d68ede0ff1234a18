import {
  type AdapterConnectionMemory,
  type AdapterStorage as CoreAdapterStorage,
  createAdapterStorage,
} from '@foyer/core'

/** Where the adapter remembers its connection: the subset of Web Storage it uses. */
export type AdapterStorage = CoreAdapterStorage

/** Key prefix of what the adapter stores (`foyer.solana.connectorId`, `foyer.solana.chainId`). */
export const storageKeyPrefix = 'foyer.solana'

/** What the adapter remembers between visits: the wallet it was connected to and its network. */
export type ConnectionMemory = AdapterConnectionMemory

/** Core's connection memory under this adapter's key prefix (see createAdapterStorage). */
export function createConnectionMemory(storage: AdapterStorage | null | undefined): ConnectionMemory {
  return createAdapterStorage(storage, storageKeyPrefix)
}
