import type { StoreApi } from 'zustand/vanilla'
import type { FoyerStorage } from '../storage/storage.js'
import type { FoyerState, KernelState } from '../store/types.js'
import type { CaipNetwork } from '../types/network.js'
import type { FoyerInitialState } from './initialState.js'

/**
 * What server rendering adds to an instance. It comes with cookieStorage (`@foyer/core/ssr`), the
 * storage `ssr: true` needs anyway, so the page of an app that does not render on a server carries
 * none of this code.
 */
export interface SsrSupport {
  /** The connection remembered in the instance's storage, checked as a cookie is (it may be one). */
  remembered(storage: FoyerStorage): FoyerInitialState | undefined
  /** The valid parts of a value that claims to be a FoyerInitialState (a prop, a parsed payload). */
  sanitize(value: unknown): FoyerInitialState | undefined
  /** A fresh state with the remembered connections applied ('reconnecting', with their addresses). */
  withInitialState(
    state: KernelState,
    networks: readonly CaipNetwork[],
    initial: FoyerInitialState | undefined,
  ): KernelState
  /** Keeps each connected address in storage, for the next server render; returns the unsubscribe. */
  persist(store: StoreApi<FoyerState>, storage: FoyerStorage): () => void
}

/** Where a storage carries its SsrSupport; `Symbol.for`, so two copies of core agree. */
export const SSR_SUPPORT: unique symbol = Symbol.for('foyer.ssr') as never

/** The SsrSupport a storage carries (cookieStorage's), else undefined. */
export const ssrSupportOf = (storage: unknown): SsrSupport | undefined =>
  (storage as { [SSR_SUPPORT]?: SsrSupport } | null | undefined)?.[SSR_SUPPORT]
