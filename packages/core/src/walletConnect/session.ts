import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { WalletConnectSession, WalletConnectSessionEventMap } from '../adapter/types.js'
import type { ChainNamespace } from '../types/network.js'

type Provider = InstanceType<typeof UniversalProvider>
type Listener = (payload: never) => void
type SessionEventName = keyof WalletConnectSessionEventMap

/** A wallet's chainChanged data: a number, a decimal or hex string, else the event's CAIP-2 id. */
function toCaipChainId(caipChainId: string, data: unknown): string {
  const namespace = caipChainId.split(':')[0] ?? ''
  if (typeof data === 'number' && Number.isInteger(data)) return `${namespace}:${data}`
  if (typeof data === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(data)) return `${namespace}:${Number(data)}`
  if (typeof data === 'string' && data.includes(':')) return data
  return caipChainId
}

/**
 * Wraps one approved session of the SDK as core's WalletConnectSession: accounts and chains read from
 * the SDK's current session (updates included), events filtered to this session's topic.
 */
export function createSessionHandle(
  provider: Provider,
  topic: string,
  end: () => Promise<void>,
): WalletConnectSession & { readonly topic: string; dispose(): void } {
  const listeners = new Map<SessionEventName, Set<Listener>>()
  const emit = <E extends SessionEventName>(event: E, payload: WalletConnectSessionEventMap[E]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (p: WalletConnectSessionEventMap[E]) => void)(payload)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }
  const current = () => {
    try {
      return provider.client.session.get(topic)
    } catch {
      return undefined
    }
  }
  const allAccounts = () =>
    Object.values(current()?.namespaces ?? {}).flatMap((namespace) => namespace.accounts)

  const onEvent = (event: {
    topic: string
    params: { chainId: string; event: { name: string; data: unknown } }
  }) => {
    if (event.topic !== topic) return
    const { chainId, event: inner } = event.params
    // Every event as the wallet sent it, for namespace events core does not know (bip122_addressesChanged).
    emit('sessionEvent', { chainId, name: inner.name, data: inner.data })
    if (inner.name === 'chainChanged') emit('chainChanged', { chainId: toCaipChainId(chainId, inner.data) })
    if (inner.name === 'accountsChanged' && Array.isArray(inner.data)) {
      const accounts = inner.data.filter((a): a is string => typeof a === 'string')
      // EVM wallets send bare addresses; CAIP-10 them on the event's chain.
      emit('accountsChanged', {
        chainId,
        accounts: accounts.map((a) => (a.split(':').length === 3 ? a : `${chainId}:${a}`)),
      })
    }
  }
  const onUpdate = (event: { topic: string }) => {
    if (event.topic === topic) emit('sessionUpdate', { accounts: allAccounts() })
  }
  provider.client.on('session_event', onEvent)
  provider.client.on('session_update', onUpdate)
  let disposed = false

  return {
    topic,
    get peer() {
      const metadata = current()?.peer.metadata
      const icon = metadata?.icons?.[0]
      return {
        name: metadata?.name || 'WalletConnect',
        ...(icon ? { icon } : {}),
        ...(metadata?.url ? { url: metadata.url } : {}),
      }
    },
    get properties() {
      // Only string values: the wire type says so, but it is the wallet's word.
      const properties = current()?.sessionProperties ?? {}
      return Object.fromEntries(
        Object.entries(properties).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    },
    accounts: (namespace: ChainNamespace) => [...(current()?.namespaces[namespace]?.accounts ?? [])],
    chains: (namespace: ChainNamespace) => {
      const ns = current()?.namespaces[namespace]
      if (!ns) return []
      const fromAccounts = ns.accounts.map((a) => a.split(':').slice(0, 2).join(':'))
      return [...new Set([...(ns.chains ?? []), ...fromAccounts])]
    },
    request: <T>(args: { method: string; params?: unknown }, chainId: string) =>
      provider.request<T>(
        args.params === undefined
          ? { method: args.method }
          : { method: args.method, params: args.params as object },
        chainId,
      ),
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as Listener)
      return () => {
        set.delete(listener as Listener)
      }
    },
    disconnect: end,
    dispose() {
      if (disposed) return
      disposed = true
      provider.client.off('session_event', onEvent)
      provider.client.off('session_update', onUpdate)
      emit('disconnect', {})
      listeners.clear()
    },
  }
}
