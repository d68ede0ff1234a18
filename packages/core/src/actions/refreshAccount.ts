import { BALANCE_CACHE_MS, PROFILE_CACHE_MS } from '../constants.js'
import { type CacheEntry, cacheMap } from '../instance/caches.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { isUnsupportedNetwork } from '../networks/isUnsupportedNetwork.js'
import type { AccountState } from '../store/types.js'

async function cached<T>(
  cache: Map<string, CacheEntry<T>>,
  key: string,
  maxAge: number,
  load: () => Promise<T>,
): Promise<T | undefined> {
  const hit = cache.get(key)
  // A failure is cached too: a failed balance is retried no sooner than 30 s after.
  if (hit && Date.now() - hit.at < maxAge) return hit.value
  let value: T | undefined
  try {
    value = await load()
  } catch {
    value = undefined
  }
  cache.set(key, { at: Date.now(), value })
  return value
}

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** refreshAccount: the native balance per `caipNetworkId:address`, with its time. */
    balances?: Map<string, CacheEntry<{ balance: string; symbol: string }>>
    /** refreshAccount: the account's name and avatar per `caipNetworkId:address`, with its time. */
    profiles?: Map<string, CacheEntry<{ name: string | null; avatar: string | null }>>
  }
}

/**
 * Fetches the active account's native balance (cached 30 s per address and chain) and profile
 * (cached 5 minutes), and stores them on the account. Never throws: a failure leaves the balance undefined.
 */
export async function refreshAccount(context: FoyerKernel): Promise<void> {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const account = state.accounts[namespace]
  const network = state.caipNetwork
  const adapter = context.adapters.get(namespace)
  if (!adapter || !network || account?.status !== 'connected' || !account.address) return
  if (isUnsupportedNetwork(network)) return
  const address = account.address
  const key = `${network.caipNetworkId}:${address.toLowerCase()}`

  const [balance, profile] = await Promise.all([
    adapter.getBalance
      ? cached(cacheMap(context.caches, 'balances'), key, BALANCE_CACHE_MS, () =>
          // biome-ignore lint/style/noNonNullAssertion: checked just above
          adapter.getBalance!({ address, network }),
        )
      : Promise.resolve(undefined),
    adapter.getProfile
      ? cached(cacheMap(context.caches, 'profiles'), key, PROFILE_CACHE_MS, () =>
          // biome-ignore lint/style/noNonNullAssertion: checked just above
          adapter.getProfile!({ address, network }),
        )
      : Promise.resolve(undefined),
  ])

  // The visitor may have switched account or network meanwhile: write only onto the same one.
  const now = context.store.getState()
  const current = now.accounts[namespace]
  if (current?.status !== 'connected' || current.address !== address) return
  if (now.caipNetwork?.caipNetworkId !== network.caipNetworkId) return
  const { balance: _b, balanceSymbol: _s, profileName: _n, profileImage: _i, ...rest } = current
  const next: AccountState = {
    ...rest,
    ...(balance ? { balance: balance.balance, balanceSymbol: balance.symbol } : {}),
    ...(profile ? { profileName: profile.name, profileImage: profile.avatar } : {}),
  }
  context.store.setState({ accounts: { ...now.accounts, [namespace]: next } })
}
