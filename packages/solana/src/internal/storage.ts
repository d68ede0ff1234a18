import type { AdapterStorage as CoreAdapterStorage } from '@foyer/core'

/** Where the adapter remembers its connection: the subset of Web Storage it uses. */
export type AdapterStorage = CoreAdapterStorage

/** Key prefix of what the adapter stores (`foyer.solana.connectorId`, `foyer.solana.chainId`). */
export const storageKeyPrefix = 'foyer.solana'
