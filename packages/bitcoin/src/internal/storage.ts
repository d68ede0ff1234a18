/** Where the adapter remembers its connection: the subset of Web Storage it uses. */
export type AdapterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Key prefix of what the adapter stores (`foyer.bitcoin.connectorId`, `foyer.bitcoin.chainId`). */
export const storageKeyPrefix = 'foyer.bitcoin'

/** What the adapter remembers between visits: the wallet it was connected to and its network. */
export interface ConnectionMemory {
  read(): { connectorId: string | undefined; chainId: string | undefined }
  write(value: { connectorId?: string | undefined; chainId?: string | undefined }): void
}

function localStorageOrNull(): AdapterStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // A sandboxed frame throws on access: nothing is remembered.
    return null
  }
}

/**
 * Wraps `storage` (window.localStorage when undefined, nothing when null). Failures are swallowed:
 * remembering is best effort, and a blocked storage must not break connecting.
 */
export function createConnectionMemory(storage: AdapterStorage | null | undefined): ConnectionMemory {
  const target = storage === undefined ? localStorageOrNull() : storage
  const key = (name: string) => `${storageKeyPrefix}.${name}`
  const get = (name: string) => {
    try {
      return target?.getItem(key(name)) ?? undefined
    } catch {
      return undefined
    }
  }
  const set = (name: string, value: string | undefined) => {
    try {
      if (value === undefined) target?.removeItem(key(name))
      else target?.setItem(key(name), value)
    } catch {
      // Quota or blocked storage.
    }
  }
  return {
    read: () => ({ connectorId: get('connectorId'), chainId: get('chainId') }),
    write(value) {
      if ('connectorId' in value) set('connectorId', value.connectorId)
      if ('chainId' in value) set('chainId', value.chainId)
    },
  }
}
