import type { AdapterStorage as CoreAdapterStorage } from '@foyer/core'

/** Where the adapter remembers its connection: the subset of Web Storage it uses. */
export type AdapterStorage = CoreAdapterStorage

/** Key prefix of what the adapter stores (`foyer.bitcoin.connectorId`, `foyer.bitcoin.chainId`). */
export const storageKeyPrefix = 'foyer.bitcoin'
