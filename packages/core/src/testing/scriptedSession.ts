import type { WalletConnectSession, WalletConnectSessionEventMap } from '../adapter/types.js'
import type { ChainNamespace } from '../types/network.js'

/** A request an adapter sent the session's wallet: what went over the wire. */
export interface ScriptedSessionRequest {
  method: string
  params: Record<string, unknown>
  /** The CAIP-2 chain it named. */
  chainId: string
}

/** How the wallet answers a request: its return value, or what it throws. */
export type ScriptedSessionAnswer = (request: ScriptedSessionRequest) => unknown

export interface ScriptedSessionOptions {
  namespace: ChainNamespace
  /** The CAIP-2 chains of `namespace` the wallet approved (`solana:5eykt4…`). */
  chains: readonly string[]
  /** The wallet's account on each of them. */
  address: string
  /** Accounts of other namespaces the session also holds (CAIP-10: `eip155:1:0x…`). */
  otherAccounts?: readonly string[] | undefined
  /** How the wallet answers a request unless `answerNext` says otherwise. */
  wallet: ScriptedSessionAnswer
  /** The session properties the wallet approved with (`bip122_getAccountAddresses`, ...). */
  properties?: Readonly<Record<string, string>> | undefined
}

/** A scripted session and what a test reads of it or plays on it. */
export interface ScriptedSession {
  /** The session as core hands it to an adapter's connectWalletConnect. */
  readonly session: WalletConnectSession
  /** Every request the adapter sent, in order. */
  readonly requests: ScriptedSessionRequest[]
  /** How many times the adapter ended the session. */
  readonly disconnects: number
  /** The next request is answered by `answer` (its return value, or what it throws). */
  answerNext(answer: ScriptedSessionAnswer): void
  /** Plays a session event as core forwards it to adapters. */
  emit<E extends keyof WalletConnectSessionEventMap>(event: E, payload: WalletConnectSessionEventMap[E]): void
  /** How many listeners the adapter holds on the session (0 once it let go). */
  listenerCount(): number
}

type Listener = (payload: never) => void

/**
 * A WalletConnect session as core hands it to a chain family's adapter, with a scripted wallet behind it
 * that answers the family's requests (`wallet`, or `answerNext` for one request) and records them. The
 * session holds `address` on each of `chains`, and `otherAccounts` in their namespaces.
 *
 * @example
 * const wc = createScriptedSession({ namespace: 'solana', chains: [solanaMainnet.caipNetworkId], address, wallet: sign })
 * await adapter.connectWalletConnect(wc.session)
 */
export function createScriptedSession(options: ScriptedSessionOptions): ScriptedSession {
  const { namespace, chains, address, otherAccounts = [], wallet, properties = {} } = options
  const requests: ScriptedSessionRequest[] = []
  const listeners = new Map<string, Set<Listener>>()
  const answers: ScriptedSessionAnswer[] = []
  let disconnects = 0

  const session: WalletConnectSession = {
    accounts: (space) =>
      space === namespace
        ? chains.map((chain) => `${chain}:${address}`)
        : otherAccounts.filter((account) => account.startsWith(`${space}:`)),
    chains: (space) => (space === namespace ? [...chains] : []),
    peer: { name: 'Phone Wallet' },
    properties,
    async request<T>(args: { method: string; params?: unknown }, chainId: string): Promise<T> {
      const request = { method: args.method, params: args.params as Record<string, unknown>, chainId }
      requests.push(request)
      return (await (answers.shift() ?? wallet)(request)) as T
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as Listener)
      return () => set.delete(listener as Listener)
    },
    async disconnect() {
      disconnects++
    },
  }

  return {
    session,
    requests,
    get disconnects() {
      return disconnects
    },
    answerNext: (answer) => answers.push(answer),
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (p: typeof payload) => void)(payload)
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}
