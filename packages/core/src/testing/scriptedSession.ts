import type { WalletConnectSession, WalletConnectSessionEventMap } from '../adapter/types.js'
import { createEmitter, type ScriptedRequest } from './scriptedWalletConnect.js'

/**
 * An approved WalletConnect session as core hands it to an adapter, with no relay or SDK behind it:
 * for an adapter's own tests of what it does with a session's accounts, requests and events.
 */
export interface ScriptedSession {
  readonly session: WalletConnectSession
  /** Every request the adapter sent the wallet, in order. */
  readonly requests: ScriptedRequest[]
  /** Plays one of the wallet's session events to the adapter's listeners. */
  emit<E extends keyof WalletConnectSessionEventMap>(event: E, payload: WalletConnectSessionEventMap[E]): void
  /** How many times the adapter ended the session. */
  readonly disconnects: number
}

/**
 * A scripted session over `accounts` (CAIP-10, `eip155:1:0xabc…`; its chains are theirs). The wallet
 * answers each request with `answer`, by default refusing it as a wallet without the method (5101).
 *
 * @example
 * const wallet = createScriptedSession({ accounts: [`eip155:1:${address}`] })
 * await connectWalletConnect(config, wallet.session)
 * wallet.emit('accountsChanged', { chainId: 'eip155:1', accounts: [] })
 */
export function createScriptedSession(options: {
  accounts: readonly string[]
  answer?: (request: ScriptedRequest) => unknown
  peer?: { name: string }
}): ScriptedSession {
  const events = createEmitter()
  const requests: ScriptedRequest[] = []
  let disconnects = 0
  const ofNamespace = (namespace: string) =>
    options.accounts.filter((account) => account.startsWith(`${namespace}:`))
  const session: WalletConnectSession = {
    accounts: ofNamespace,
    chains: (namespace) => [
      ...new Set(ofNamespace(namespace).map((account) => account.split(':').slice(0, 2).join(':'))),
    ],
    peer: options.peer ?? { name: 'Phone Wallet' },
    async request<T>(args: { method: string; params?: unknown }, chainId: string) {
      const request = { method: args.method, params: args.params, chainId }
      requests.push(request)
      if (!options.answer)
        throw Object.assign(new Error(`Unsupported methods: ${args.method}`), { code: 5101 })
      return (await options.answer(request)) as T
    },
    on(event, listener) {
      events.on(event, listener as (value: never) => void)
      return () => events.off(event, listener as (value: never) => void)
    },
    async disconnect() {
      disconnects++
    },
  }
  return {
    session,
    requests,
    emit: (event, payload) => events.emit(event, payload),
    get disconnects() {
      return disconnects
    },
  }
}
