import { type ComponentType, useEffect, useReducer } from 'react'

// biome-ignore lint/suspicious/noExplicitAny: a chunk's component takes any props.
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

/** A component's chunk that can be fetched ahead of use, and fetched anew after a failure. */
export interface Loadable<M extends { default: AnyComponent }> {
  /** After a failed load, forgets it: the next render or preload imports the chunk again. */
  reset(): void
  /** The module once it has loaded. */
  loaded(): M | undefined
  /** The last load's failure (until `reset()`), wrapped: a chunk may fail with any value. */
  failure(): { cause: unknown } | undefined
  /** Starts the import now (on the visitor's intent); resolves with the module, never rejects. */
  preload(): Promise<M | undefined>
}

/**
 * One attempt at a time, which can be forgotten after a failure (`reset`), so an error boundary's
 * "Try again" (or a later open) loads the chunk again. A failed load stays failed until then: React
 * renders an errored subtree more than once, and each render must not start another import.
 */
export function loadable<M extends { default: AnyComponent }>(load: () => Promise<M>): Loadable<M> {
  let pending: Promise<M | undefined> | undefined
  let failed: { cause: unknown } | undefined
  let module: M | undefined
  return {
    loaded: () => module,
    failure: () => failed,
    reset() {
      if (!failed) return
      failed = undefined
      pending = undefined
    },
    preload: () => {
      pending ??= importWithRetry(load).then(
        (loadedModule) => {
          module = loadedModule
          return loadedModule
        },
        (error: unknown) => {
          failed = { cause: error }
          return undefined
        },
      )
      return pending
    },
  }
}

/**
 * The module of a Loadable, imported from the first render on without suspending: undefined until it
 * arrives (render nothing or a skeleton meanwhile), then a plain re-render shows it. React.lazy would
 * suspend instead, and React 19 holds the reveal of a suspended boundary back until 300 ms after its
 * fallback showed: on a first click, longer than the import itself takes. Throws the load's failure,
 * for an error boundary (FoyerBoundary) to show; after `reset()` a remount imports it again.
 */
export function useLoaded<M extends { default: AnyComponent }>(chunk: Loadable<M>): M | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  const module = chunk.loaded()
  const failure = chunk.failure()
  useEffect(() => {
    // A re-render after an unmount does nothing, so the import needs no cancelling.
    if (!module && !failure) void chunk.preload().then(() => arrived())
  }, [chunk, module, failure])
  if (failure) throw failure.cause
  return module
}
