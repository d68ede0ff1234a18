/** One pairing the page asked the relay for: the URI the wallet would scan. */
export interface ScriptedPairing {
  readonly uri: string
  /** The wallet refuses the proposal (the SDK's USER_REJECTED, code 5000). */
  decline(): void
}

/**
 * WalletConnect without a relay, for tests of the pairing views on core's real pairing flow: each
 * pairing gets the next URI of `pairings` at once and stays unanswered until the test declines it.
 * Swap it in for the SDK by mocking '@walletconnect/universal-provider' with
 * {@link scriptedUniversalProviderModule}:
 *
 * @example
 * const wc = await vi.hoisted(async () => (await import('@foyer/core/testing')).createScriptedWalletConnect())
 * vi.mock('@walletconnect/universal-provider', async () =>
 *   (await import('@foyer/core/testing')).scriptedUniversalProviderModule(wc))
 */
export interface ScriptedWalletConnect {
  readonly pairings: ScriptedPairing[]
  /** The next pairing's URI waits until release() (a slow relay), so the view's wait can be seen. */
  hold(): { release(): void }
  /** Back to no pairings and no hold (beforeEach). */
  reset(): void
}

/** The n-th pairing URI (1-based), shaped like the SDK's. */
export const scriptedPairingUri = (n: number) =>
  `wc:${n.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'5'.repeat(64)}`

/** The held URI of {@link ScriptedWalletConnect.hold}, per scripted WalletConnect. */
const holds = new WeakMap<ScriptedWalletConnect, Promise<void>>()

export function createScriptedWalletConnect(): ScriptedWalletConnect {
  const wc: ScriptedWalletConnect = {
    pairings: [],
    hold() {
      let release = () => {}
      holds.set(
        wc,
        new Promise<void>((resolve) => {
          release = resolve
        }),
      )
      return { release: () => release() }
    },
    reset() {
      wc.pairings.length = 0
      holds.delete(wc)
    },
  }
  return wc
}

type Listener = (value: never) => void

/** What core's engine uses of a UniversalProvider, with no relay behind it and never a session. */
function createProvider(wc: ScriptedWalletConnect) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (v: unknown) => void)(value)
  }
  return {
    session: undefined,
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    client: {
      on() {},
      core: {
        verify: { register: async () => '' },
        heartbeat: { stop() {} },
        relayer: { transportClose: async () => {} },
      },
    },
    cleanupPendingPairings: async () => {},
    connect: async (): Promise<never> => {
      const held = holds.get(wc)
      holds.delete(wc)
      await held
      return new Promise<never>((_, reject) => {
        const uri = scriptedPairingUri(wc.pairings.length + 1)
        wc.pairings.push({
          uri,
          decline: () => reject(Object.assign(new Error('User rejected.'), { code: 5000 })),
        })
        emit('display_uri', uri)
      })
    },
  }
}

/** '@walletconnect/universal-provider' as `wc` scripts it (the SDK itself is never loaded). */
export function scriptedUniversalProviderModule(wc: ScriptedWalletConnect) {
  return { UniversalProvider: { init: async () => createProvider(wc) } }
}
