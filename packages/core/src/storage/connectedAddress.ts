import type { ChainNamespace } from '../types/network.js'
import type { FoyerStorage } from './storage.js'

// The address a namespace was connected with: kept only with `ssr: true`, so that a server can render the
// account from the visitor's cookies (core keeps only the connector otherwise). Its key lives here alone;
// only server rendering's code (core/src/ssr) imports this, so a page without it carries none of it.

/** The key under the instance's prefix: `<storageKey>:account:<namespace>`, a cookie with cookieStorage. */
export const connectedAddressKey = (namespace: ChainNamespace) => `account:${namespace}` as const

export const getConnectedAddress = (storage: FoyerStorage, namespace: ChainNamespace) =>
  storage.read(connectedAddressKey(namespace))

/** Remembers the address; undefined forgets it. */
export const setConnectedAddress = (
  storage: FoyerStorage,
  namespace: ChainNamespace,
  address: string | undefined,
) => storage.write(connectedAddressKey(namespace), address)
