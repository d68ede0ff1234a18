import type { AdapterEvent, AdapterEventMap, AdapterListener } from '../adapter/types.js'

/** Adapter methods a test can make fail or hold. */
export type FakeAdapterMethod =
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchNetwork'
  | 'getBalance'
  | 'getProfile'
  | 'resolveName'
  | 'isAddress'
  | 'estimateSend'
  | 'sendTokens'
  | 'sendTransaction'
  | 'signMessage'

export interface FakeAdapterCall {
  method: FakeAdapterMethod | 'setup' | 'connectEmbeddedWallet' | 'connectWalletConnect'
  args: unknown[]
}

type Listener = (payload: never) => void

/**
 * The fake adapter's bookkeeping: every call recorded, a call a test holds or makes fail, and the
 * listeners core keeps. `run` is the path of every adapter method.
 */
export function createFakeCalls() {
  const calls: FakeAdapterCall[] = []
  const failures = new Map<FakeAdapterMethod, unknown>()
  const holds = new Map<FakeAdapterMethod, Promise<void>>()
  const listeners = new Map<AdapterEvent, Set<Listener>>()

  const emit = <E extends AdapterEvent>(event: E, payload: AdapterEventMap[E]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as AdapterListener<E>)(payload)
  }

  // Record, wait if held, fail if told to, else answer with `body`.
  const run = async <T>(
    method: FakeAdapterMethod,
    args: unknown[],
    body: () => T | Promise<T>,
  ): Promise<T> => {
    calls.push({ method, args })
    const held = holds.get(method)
    if (held) {
      holds.delete(method)
      await held
    }
    if (failures.has(method)) {
      const error = failures.get(method)
      failures.delete(method)
      throw error
    }
    return body()
  }

  return {
    calls,
    run,
    emit,
    on<E extends AdapterEvent>(event: E, listener: AdapterListener<E>) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as Listener)
      return () => {
        set.delete(listener as Listener)
      }
    },
    failNext(method: FakeAdapterMethod, error: unknown) {
      failures.set(method, error)
    },
    hold(method: FakeAdapterMethod) {
      let release = () => {}
      holds.set(
        method,
        new Promise<void>((resolve) => {
          release = resolve
        }),
      )
      return { release: () => release() }
    },
    listenerCount: (event: AdapterEvent) => listeners.get(event)?.size ?? 0,
    callsOf: (method: FakeAdapterCall['method']) => calls.filter((call) => call.method === method),
  }
}
