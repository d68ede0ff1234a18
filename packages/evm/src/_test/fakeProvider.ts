/** An in-process EIP-1193 provider for tests: scripted answers, a request log and real events. */
export interface FakeProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): FakeProvider
  removeListener(event: string, listener: (payload: unknown) => void): FakeProvider
  /** Emits an EIP-1193 event as the wallet would. */
  emit(event: string, payload: unknown): void
  /** How many listeners an event has (wagmi's connector subscribes once it has set itself up). */
  listenerCount(event: string): number
  /** Method names in request order. */
  readonly requests: string[]
  /** Full requests, for asserting parameters. */
  readonly calls: { method: string; params: unknown }[]
  /** Overrides the answer to a method; return undefined to fall back to the default. */
  handlers: Record<string, (params: unknown) => unknown>
  state: { accounts: string[]; chainId: number; knownChains: Set<number> }
}

export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const testAccount = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
export const testAccountChecksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export function createFakeProvider(initialChainId = 1): FakeProvider {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const state = { accounts: [] as string[], chainId: initialChainId, knownChains: new Set([initialChainId]) }
  const provider: FakeProvider = {
    requests: [],
    calls: [],
    handlers: {},
    state,
    async request({ method, params }) {
      provider.requests.push(method)
      provider.calls.push({ method, params })
      const handler = provider.handlers[method]
      if (handler) {
        const result = handler(params)
        if (result !== undefined) return result
      }
      switch (method) {
        case 'eth_requestAccounts':
          state.accounts = [testAccount]
          return state.accounts
        case 'wallet_requestPermissions':
          state.accounts = [testAccount]
          return [
            {
              parentCapability: 'eth_accounts',
              caveats: [{ type: 'restrictReturnedAccounts', value: state.accounts }],
            },
          ]
        case 'wallet_revokePermissions':
          state.accounts = []
          return null
        case 'eth_accounts':
          return state.accounts
        case 'eth_chainId':
          return `0x${state.chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const chainId = Number((params as [{ chainId: string }])[0].chainId)
          if (!state.knownChains.has(chainId)) throw new ProviderRpcError(4902, 'Unrecognized chain ID')
          state.chainId = chainId
          provider.emit('chainChanged', `0x${chainId.toString(16)}`)
          return null
        }
        case 'wallet_addEthereumChain': {
          state.knownChains.add(Number((params as [{ chainId: string }])[0].chainId))
          return null
        }
        default:
          throw new ProviderRpcError(4200, `Unsupported method ${method}`)
      }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
  return provider
}

export interface Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string }
  /** Stops answering eip6963:requestProvider (call in afterEach so later adapters do not see it). */
  remove(): void
}

/** Announces `provider` through EIP-6963 now and on every eip6963:requestProvider, like a wallet extension. */
export function announce(provider: FakeProvider, rdns: string, name: string): Announcement {
  const info = Object.freeze({
    uuid: crypto.randomUUID(),
    name,
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    rdns,
  })
  const detail = Object.freeze({ info, provider })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
  return { info, remove: () => window.removeEventListener('eip6963:requestProvider', send) }
}

/** A Map-backed storage, shared between two adapters to simulate a reload. */
export function createMemoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value)
    },
    removeItem: (key: string) => {
      map.delete(key)
    },
  }
}
