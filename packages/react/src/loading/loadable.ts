import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

// biome-ignore lint/suspicious/noExplicitAny: React.lazy takes components of any props, as here.
type AnyComponent = ComponentType<any>

/** Waits before the 2nd and 3rd try of a chunk import: a network blip or a deploy in progress passes. */
const RETRY_DELAYS_MS = [300, 1000]

/** Imports a chunk, trying again twice after a short wait when the import fails. */
export async function importWithRetry<M>(
  load: () => Promise<M>,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<M> {
  for (const delay of delays) {
    try {
      return await load()
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
  return load()
}

/** A lazily loaded component that can be fetched ahead of use, and fetched anew after a failure. */
export interface Loadable<M extends { default: AnyComponent }> {
  /** The lazy component (after `reset()` a new one). */
  readonly Component: LazyExoticComponent<M['default']>
  /** After a failed load, forgets it: the next render or preload imports the chunk again. */
  reset(): void
  /**
   * The module once it has loaded. Render its component directly then: a lazy component suspends
   * on its first render even when its chunk is already here, and React then holds the reveal back
   * (up to 300 ms), which is the delay the prefetch exists to remove.
   */
  loaded(): M | undefined
  /** Starts the import now (on the visitor's intent); resolves with the module, never rejects. */
  preload(): Promise<M | undefined>
}

/**
 * React.lazy keeps a failed import forever; this keeps one attempt at a time and can forget a failed
 * one (`reset`), so an error boundary's "Try again" (or a later open) loads the chunk again. A failed
 * load stays failed until then: React renders an errored subtree more than once, and each render must
 * not start another import.
 */
export function loadable<M extends { default: AnyComponent }>(load: () => Promise<M>): Loadable<M> {
  let pending: Promise<M> | undefined
  let failed = false
  let module: M | undefined
  let component: LazyExoticComponent<M['default']> | undefined
  const attempt = () => {
    pending ??= importWithRetry(load).then(
      (loadedModule) => {
        module = loadedModule
        return loadedModule
      },
      (error: unknown) => {
        failed = true
        throw error
      },
    )
    return pending
  }
  return {
    get Component() {
      component ??= lazy(attempt)
      return component
    },
    loaded: () => module,
    reset() {
      if (!failed) return
      failed = false
      pending = undefined
      component = undefined
    },
    preload: () =>
      attempt().then(
        (module) => module,
        () => undefined,
      ),
  }
}

/** A component the importer already holds (statically imported): a Loadable that never suspends. */
export function loadedAlready<M extends { default: AnyComponent }>(module: M): Loadable<M> {
  let component: LazyExoticComponent<M['default']> | undefined
  return {
    get Component() {
      component ??= lazy(() => Promise.resolve(module))
      return component
    },
    loaded: () => module,
    reset() {},
    preload: () => Promise.resolve(module),
  }
}
