/** Where an adapter remembers its connection: the subset of Web Storage it uses. */
export type AdapterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What an adapter remembers between visits: the wallet it was connected to and its network. */
export interface AdapterConnectionMemory {
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
 * An adapter's connection memory over `storage` (window.localStorage when undefined, nothing when null),
 * under `<keyPrefix>.connectorId` and `<keyPrefix>.chainId`. Every wallet-standard adapter needs the same
 * one. Failures are swallowed: remembering is best effort, and a blocked storage must not break connecting.
 *
 * @example
 * const memory = createAdapterStorage(options.storage, 'foyer.solana')
 * memory.write({ connectorId: 'Phantom' })
 */
export function createAdapterStorage(
  storage: AdapterStorage | null | undefined,
  keyPrefix: string,
): AdapterConnectionMemory {
  const target = storage === undefined ? localStorageOrNull() : storage
  const key = (name: string) => `${keyPrefix}.${name}`
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
