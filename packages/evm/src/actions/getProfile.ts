import type { Chain, Client } from 'viem'

export interface GetProfileParameters {
  client: Client
  chain: Chain
  address: `0x${string}`
}

export interface Profile {
  name: string | null
  avatar: string | null
}

const noProfile = (): Profile => ({ name: null, avatar: null })

/**
 * ENS primary name and avatar of `address`. Chains without a universal resolver, unset records and
 * RPC failures all give nulls: a missing profile is never an error for the modal.
 * The ENS code is fetched on the first lookup (a separate chunk), not at page load.
 */
export async function getProfile(parameters: GetProfileParameters): Promise<Profile> {
  return loadProfile(parameters).catch(noProfile)
}

/**
 * Like {@link getProfile} but rejects when the lookup itself failed (RPC down, chunk not loaded), so
 * a cache can tell a failure, worth retrying soon, from an address that has no name.
 * @internal
 */
export async function loadProfile(parameters: GetProfileParameters): Promise<Profile> {
  const { client, chain, address } = parameters
  const universalResolverAddress = chain.contracts?.ensUniversalResolver?.address
  // No resolver, no request: the ENS chunk is not even loaded.
  if (!universalResolverAddress) return noProfile()
  const { readEnsProfile } = await import('./ensProfile.js')
  return readEnsProfile(client, { address, universalResolverAddress })
}
