import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  injected,
  type Transport,
} from '@wagmi/core'
import { type Chain, http } from 'viem'
import type { EvmNetwork } from '../network/toCaipNetwork.js'
import { orderedFallback } from './orderedFallback.js'

/** Storage the adapter persists wagmi's connection state in (window.localStorage by default). */
export interface AdapterStorage {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}

/** Keys are stored under this prefix, e.g. `foyer.evm.recentConnectorId`. */
export const storageKeyPrefix = 'foyer.evm'

/**
 * One viem transport per chain with viem's own defaults (10 s timeout, 3 retries from 150 ms,
 * batches of up to 1000). Several RPC URLs are asked in the listed order (orderedFallback).
 */
export function defaultTransport(network: EvmNetwork): Transport {
  const urls = network.rpcUrls.default.http
  const transports = urls.map((url) => http(url, { batch: true }))
  const [first] = transports
  if (!first) throw new Error(`Network ${network.id} has no RPC URL`)
  return transports.length === 1 ? first : orderedFallback(transports)
}

export interface CreateWagmiConfigParameters {
  networks: readonly [EvmNetwork, ...EvmNetwork[]]
  storage: AdapterStorage | null | undefined
  transports: Record<number, Transport> | undefined
}

/**
 * The wagmi Config the adapter drives and apps share with their wagmi hooks. Creating it makes no
 * network request: transports are lazy, and EIP-6963 discovery is a DOM event.
 */
export function createWagmiConfig(parameters: CreateWagmiConfigParameters): Config {
  const { networks, storage, transports = {} } = parameters
  const localStorage = storage === undefined ? browserLocalStorage() : storage
  const chainTransports: Record<number, Transport> = {}
  for (const network of networks)
    chainTransports[network.id] = transports[network.id] ?? defaultTransport(network)
  // The generic connector for a legacy window.ethereum (its disconnect shimmed, wagmi's default); announced
  // wallets are added by wagmi's EIP-6963 store (multiInjectedProviderDiscovery, on by default).
  const connectors: CreateConnectorFn[] = [injected()]
  return createConfig({
    chains: networks as unknown as readonly [Chain, ...Chain[]],
    connectors,
    storage: localStorage ? createStorage({ storage: localStorage, key: storageKeyPrefix }) : null,
    transports: chainTransports,
  })
}

function browserLocalStorage(): AdapterStorage | null {
  try {
    // Throws without a window, and SecurityError where third-party storage is blocked.
    const store = window.localStorage
    if (store)
      return {
        getItem: (key) => store.getItem(key),
        removeItem: (key) => store.removeItem(key),
        setItem: (key, value) => {
          // A full or blocked storage must not break connecting; the connection just is not remembered.
          try {
            store.setItem(key, value)
          } catch {}
        },
      }
  } catch {}
  return null
}

/**
 * wagmi ignores EIP-6963 announcements that arrive before its persisted state has hydrated
 * (asynchronously, a few microtasks after createConfig). Once hydrated, wallets it dropped are asked
 * to announce again (mipd reset re-sends eip6963:requestProvider), so none goes missing.
 */
export function recoverEarlyAnnouncements(config: Config): void {
  const { mipd } = config._internal
  if (!mipd) return
  // zustand's persist API, typed here because zustand's types are not a dependency of this package.
  const { persist } = config._internal.store as unknown as {
    persist?: { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void }
  }
  const resync = () => {
    const known = new Set(config.connectors.map((connector) => connector.id))
    if (mipd.getProviders().some((detail) => !known.has(detail.info.rdns))) mipd.reset()
  }
  // Without storage there is no persist middleware and nothing to wait for.
  if (!persist || persist.hasHydrated()) resync()
  else {
    const unsubscribe = persist.onFinishHydration(() => {
      unsubscribe()
      resync()
    })
  }
}
