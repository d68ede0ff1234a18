import { type identityQuerySchema, identityResponseSchema } from '@foyer/wire'
import { apiGet } from '../api/request.js'
import type { WireQuery } from '../api/wireQuery.js'
import { PROFILE_CACHE_MS } from '../constants.js'
import type { FoyerKernel } from '../instance/kernel.js'
import type { AccountState } from '../store/types.js'
import type { Identity } from '../types/portfolio.js'
import { blockchainApi } from './blockchainContext.js'
import { parseAccountParameters } from './parameters.js'

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** fetchIdentity: the answer per `caipNetworkId:address`, with its time (kept 5 minutes). */
    identities?: Map<string, { at: number; value: Promise<Identity> }>
  }
}

export type { Identity } from '../types/portfolio.js'

async function lookUp(context: FoyerKernel, address: string, caipNetworkId: string): Promise<Identity> {
  try {
    return await apiGet(
      blockchainApi(context),
      `/v1/identity/${address}`,
      { sender: address, chainId: caipNetworkId } satisfies WireQuery<typeof identityQuerySchema>,
      identityResponseSchema,
    )
  } catch {
    // An identity lookup falls back to the chain's name service.
    const state = context.store.getState()
    const adapter = context.adapters.get(state.activeNamespace)
    const network = context.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!adapter?.getProfile || !network) return { name: null, avatar: null }
    return adapter.getProfile({ address, network }).catch(() => ({ name: null, avatar: null }))
  }
}

/**
 * Loads the account's name and avatar from the blockchain API (`GET /v1/identity/{address}` with
 * `sender`), falling back to the adapter's name service lookup when the API fails, and stores them
 * on the account as profileName / profileImage. Answers are kept 5 minutes. Called when the
 * Account view opens, never at page load. Throws InvalidOptionError for bad parameters only.
 */
export async function fetchIdentity(
  context: FoyerKernel,
  address: string,
  caipNetworkId: string,
  now: () => number = Date.now,
): Promise<Identity> {
  const parameters = parseAccountParameters('fetchIdentity', { address, caipNetworkId })
  // Names and avatars are ENS's: other namespaces have none to ask the service for.
  if (!parameters.caipNetworkId.startsWith('eip155:')) return { name: null, avatar: null }
  const key = `${parameters.caipNetworkId}:${parameters.address.toLowerCase()}`
  context.caches.identities ??= new Map()
  const cache = context.caches.identities
  let entry = cache.get(key)
  if (!entry || now() - entry.at >= PROFILE_CACHE_MS) {
    entry = { at: now(), value: lookUp(context, parameters.address, parameters.caipNetworkId) }
    cache.set(key, entry)
  }
  const identity = await entry.value

  const state = context.store.getState()
  const namespace = state.activeNamespace
  const current = state.accounts[namespace]
  // The visitor may have switched account or network meanwhile: write only onto the same one.
  if (current?.status !== 'connected' || current.address?.toLowerCase() !== parameters.address.toLowerCase())
    return identity
  if (state.caipNetwork?.caipNetworkId !== parameters.caipNetworkId) return identity
  if (current.profileName === identity.name && current.profileImage === identity.avatar) return identity
  const next: AccountState = { ...current, profileName: identity.name, profileImage: identity.avatar }
  context.store.setState({ accounts: { ...state.accounts, [namespace]: next } })
  return identity
}

/** Drops the cached identity of `address` on every network, so the next lookup asks again (a new name). */
export function forgetIdentity(context: FoyerKernel, address: string): void {
  const cache = context.caches.identities
  if (!cache) return
  for (const key of [...cache.keys()]) if (key.endsWith(`:${address.toLowerCase()}`)) cache.delete(key)
}
