// Loaded after the connect and switch code (actions/interactive.ts), which this imports so that a bundler
// keeps the code both use in that one chunk (lazy.ts says why).
import './interactive.js'
import type { Config } from '@wagmi/core'
import { createPromiseCache } from '../internal/promiseCache.js'
import { createClientResolver } from '../internal/publicClient.js'
import { resolveNetwork } from '../network/resolveNetwork.js'
import type { EvmNetwork } from '../network/toCaipNetwork.js'
import type { EvmNetworkInput } from '../network/toEvmNetwork.js'
import { accountParameters, parseParameters, withPrefix } from '../parameters.js'
import { getBalance } from './getBalance.js'
import { loadProfile, type Profile } from './getProfile.js'
import type { NetworkClient } from './send.js'

// What the EvmAdapter reads from a chain (the native balance, the ENS profile, ENS names): loaded with
// import() on the first read, which comes once an account is connected, so a page that is never
// connected does not carry it; the adapter keeps one per instance.

/** ENS and identity lookups are cached for 5 minutes. */
export const profileCacheTime = 5 * 60_000

/** A failed profile lookup (RPC down) is retried after this long rather than kept for 5 minutes. */
export const profileFailureCacheTime = 10_000

export type Reads = ReturnType<typeof createReads>

/** The reads of one adapter, over its configured networks (an input's id picks the configured one's data). */
export function createReads(config: Config, networks: readonly EvmNetwork[]) {
  const clientOf = createClientResolver(config)
  const cacheTimes = { maxAge: profileCacheTime, failureMaxAge: profileFailureCacheTime }
  /** Profiles per `chainId:lowercase address`; concurrent lookups share one promise. */
  const profiles = createPromiseCache<Profile>(cacheTimes)
  const account = (parameters: { address: string; network: EvmNetworkInput }) => {
    const address = withPrefix(parseParameters(accountParameters, parameters).address)
    const network = resolveNetwork(networks, parameters.network)
    return { address, network, ...clientOf(network) }
  }
  // The Send code (send.js) validates first, then asks for the network's client through this.
  const networkClient: NetworkClient = (input) => {
    const network = resolveNetwork(networks, input)
    return { ...clientOf(network), id: network.id }
  }
  return {
    networkClient,
    /** Addresses per `chainId:lowercase name` (ENS, 5 minutes); concurrent lookups share one promise. */
    names: createPromiseCache<string | null>(cacheTimes),
    getBalance(parameters: { address: string; network: EvmNetworkInput }) {
      const { address, network, client } = account(parameters)
      return getBalance({ client, address, nativeCurrency: network.nativeCurrency })
    },
    getProfile(parameters: { address: string; network: EvmNetworkInput }): Promise<Profile> {
      const { address, network, client, chain } = account(parameters)
      return profiles
        .get(`${network.id}:${address.toLowerCase()}`, () => loadProfile({ client, chain, address }))
        .catch(() => ({ name: null, avatar: null }))
    },
  }
}
