import type { WalletConnectEngineFactory } from '../walletConnect/engineTypes.js'
import { engineOver, type Provider } from '../walletConnect/providerEngine.js'

/** One pairing the page asked the relay for: the URI the wallet would scan. */
export interface ScriptedPairing {
  readonly uri: string
  /** The wallet refuses the proposal (the SDK's USER_REJECTED, code 5000). */
  decline(): void
  /**
   * The wallet approves with `accounts` (CAIP-10, e.g. `eip155:1:0xabc…`): the session holds each
   * account's namespace and chain, and stays approved across instances (a reload) until it is ended.
   */
  approve(accounts: readonly string[], peer?: { name: string } | undefined): void
}

/** A request the page sent the wallet through the session. */
export interface ScriptedRequest {
  method: string
  params: unknown
  /** The CAIP-2 chain it named (`eip155:1`). */
  chainId: string
}

/**
 * WalletConnect without a relay, for tests of the pairing views on core's real pairing flow: each
 * pairing gets the next URI of `pairings` at once and stays unanswered until the test declines it.
 * An instance uses it in place of the SDK when its options name `engine` (core's real engine over a
 * scripted provider: the SDK itself is never loaded):
 *
 * @example
 * const wc = createScriptedWalletConnect()
 * const foyer = createFoyer({ networks, adapters, walletConnect: { engine: wc.engine } })
 */
export interface ScriptedWalletConnect {
  readonly pairings: ScriptedPairing[]
  /** The next pairing's URI waits until release() (a slow relay), so the view's wait can be seen. */
  hold(): { release(): void }
  /** Back to no pairings, no hold and no session (beforeEach). */
  reset(): void
  /** The session's accounts while one is approved. */
  readonly session: { readonly accounts: readonly string[] } | undefined
  /** Every request the page sent through the session, in order. */
  readonly requests: ScriptedRequest[]
  /** How the wallet answers a request (by default: rejects it, as a wallet without the method). */
  answer: (request: ScriptedRequest) => unknown
  /** The engine for createFoyer's `walletConnect.engine`: every engine made shares this session. */
  readonly engine: WalletConnectEngineFactory
}

/** The n-th pairing URI (1-based), shaped like the SDK's. */
export const scriptedPairingUri = (n: number) =>
  `wc:${n.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'5'.repeat(64)}`

/** The held URI of {@link ScriptedWalletConnect.hold}, per scripted WalletConnect. */
const holds = new WeakMap<ScriptedWalletConnect, Promise<void>>()

/** A session as the SDK keeps it: namespaces of accounts and chains, and the wallet's metadata. */
interface SdkSession {
  topic: string
  accounts: readonly string[]
  namespaces: Record<string, { accounts: string[]; chains: string[]; methods: string[]; events: string[] }>
  peer: { metadata: { name: string; icons: string[]; url: string } }
}

/** The approved session, per scripted WalletConnect: shared by every provider made from it. */
const sessions = new WeakMap<ScriptedWalletConnect, SdkSession>()

const noMethod = () => Promise.reject(Object.assign(new Error('Unsupported method'), { code: 5101 }))

function toSdkSession(accounts: readonly string[], name: string, n: number): SdkSession {
  const namespaces: SdkSession['namespaces'] = {}
  for (const account of accounts) {
    const [namespace = '', reference = ''] = account.split(':')
    namespaces[namespace] ??= { accounts: [], chains: [], methods: [], events: [] }
    const entry = namespaces[namespace]
    entry.accounts.push(account)
    const chain = `${namespace}:${reference}`
    if (!entry.chains.includes(chain)) entry.chains.push(chain)
  }
  const topic = n.toString(16).padStart(64, 'a')
  return { topic, accounts, namespaces, peer: { metadata: { name, icons: [], url: 'https://wallet.test' } } }
}

export function createScriptedWalletConnect(): ScriptedWalletConnect {
  const wc: ScriptedWalletConnect = {
    get session() {
      return sessions.get(wc)
    },
    requests: [],
    answer: noMethod,
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
      wc.requests.length = 0
      wc.answer = noMethod
      holds.delete(wc)
      sessions.delete(wc)
    },
    engine: async (options) => engineOver(createProvider(wc) as unknown as Provider, options),
  }
  return wc
}

type Listener = (value: never) => void

/** Listeners by event name, as the SDK's providers and sessions keep them. */
function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    emit(event: string, value: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as (v: unknown) => void)(value)
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

/** What core's engine uses of a UniversalProvider, with no relay behind it: the session is `wc`'s. */
function createProvider(wc: ScriptedWalletConnect) {
  const events = createEmitter()
  const clientEvents = createEmitter()
  const provider = {
    get session() {
      return sessions.get(wc)
    },
    on: events.on,
    off: events.off,
    client: {
      on: clientEvents.on,
      off: clientEvents.off,
      // The engine wraps it (proposals with no required namespaces); the scripted connect() below never calls it.
      connect: async (_params: unknown) => ({ approval: async () => undefined }),
      session: {
        get(topic: string) {
          const session = sessions.get(wc)
          if (session?.topic !== topic) throw new Error(`No session for topic ${topic}`)
          return session
        },
      },
      core: {
        verify: { register: async () => '' },
        heartbeat: { stop() {} },
        relayer: { transportClose: async () => {} },
      },
    },
    cleanupPendingPairings: async () => {},
    async request(args: { method: string; params?: unknown }, chainId: string) {
      const request = { method: args.method, params: args.params, chainId }
      wc.requests.push(request)
      return wc.answer(request)
    },
    async disconnect() {
      sessions.delete(wc)
    },
    connect: async (): Promise<void> => {
      const held = holds.get(wc)
      holds.delete(wc)
      await held
      return new Promise<void>((resolve, reject) => {
        const n = wc.pairings.length + 1
        const uri = scriptedPairingUri(n)
        wc.pairings.push({
          uri,
          decline: () => reject(Object.assign(new Error('User rejected.'), { code: 5000 })),
          approve(accounts, peer) {
            sessions.set(wc, toSdkSession(accounts, peer?.name ?? 'Scripted Wallet', n))
            resolve()
          },
        })
        events.emit('display_uri', uri)
      })
    },
  }
  return provider
}
