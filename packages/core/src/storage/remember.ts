import type { CaipNetworkId, ChainNamespace } from '../types/network.js'
import type { EmbeddedStorageKey, FoyerStorage } from './storage.js'

// What Foyer writes to its storage: only after a click or a connection, so these setters load with the
// code that calls them (the connection code and what loads after it), not with the page.

export const setRecentWalletIds = (storage: FoyerStorage, ids: readonly string[]) =>
  storage.write('recentWalletIds', JSON.stringify(ids))

export const setLastChainId = (storage: FoyerStorage, id: CaipNetworkId) => storage.write('lastChainId', id)

export const setConnectedConnectorId = (
  storage: FoyerStorage,
  namespace: ChainNamespace,
  connectorId: string | undefined,
) => storage.write(`connection:${namespace}`, connectorId)

export const setEmbedded = (storage: FoyerStorage, name: EmbeddedStorageKey, value: string | undefined) =>
  storage.write(`embedded:${name}`, value)
