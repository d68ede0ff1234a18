import type { SnackbarController } from '../snackbar/snackbar.js'

export interface CacheEntry<T> {
  at: number
  value: T | undefined
}

/**
 * What an instance keeps between calls: requests on their way, answers kept for a while, the number
 * of the latest request (an older answer arriving late is dropped). The kernel keeps only the
 * snackbar here; each feature adds its own fields by declaration merging, in the file that uses them
 * (`declare module '../instance/caches.js' { interface InstanceCaches { … } }`), each made on first
 * use. destroy() drops them all. Internal.
 */
export interface InstanceCaches {
  /** The snackbar, made with the connection code on the first one. */
  snackbar?: SnackbarController
}

/** The caches' fields that hold a Map. */
type MapKey = {
  [K in keyof InstanceCaches]-?: NonNullable<InstanceCaches[K]> extends Map<unknown, unknown> ? K : never
}[keyof InstanceCaches]

/** One of the instance's maps, made empty on its first use (the features a page never uses make none). */
export function cacheMap<K extends MapKey>(caches: InstanceCaches, key: K): NonNullable<InstanceCaches[K]> {
  caches[key] ??= new Map() as never
  return caches[key] as NonNullable<InstanceCaches[K]>
}
