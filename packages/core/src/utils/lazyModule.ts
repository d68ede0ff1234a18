export interface LazyModule<M> {
  /** Starts loading; failures are left to the next call. */
  preload(): void
  /** Calls into the module: in the same tick once it has arrived, else when it does. */
  run<T>(call: (module: M) => Promise<T>): Promise<T>
  /** Hands over the module when a caller already holds it (statically imported): no import() then. */
  provide(module: M): void
}

/**
 * A module loaded with import() on first use and kept: once it has arrived, `run` calls into it in
 * the same tick, so a state change that a call makes first (connecting…) shows at once.
 */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined
  let loading: Promise<M> | undefined
  const get = (): Promise<M> => {
    loading ??= load().then(
      (module) => {
        loaded = module
        return module
      },
      (error: unknown) => {
        // A failed chunk (a blip, a deploy) is tried again on the next call.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    preload: () => {
      get().catch(() => {})
    },
    run: (call) => (loaded ? call(loaded) : get().then(call)),
    provide: (module) => {
      loaded ??= module
      loading ??= Promise.resolve(module)
    },
  }
}
