import type { Chain, Client } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'
import { normalize } from 'viem/ens'

export interface GetProfileParameters {
  client: Client
  chain: Chain
  address: `0x${string}`
}

export interface Profile {
  name: string | null
  avatar: string | null
}

/**
 * ENS primary name and avatar of `address`. Chains without a universal resolver, unset records and
 * RPC failures all give nulls: a missing profile is never an error for the modal.
 */
export async function getProfile(parameters: GetProfileParameters): Promise<Profile> {
  const { client, chain, address } = parameters
  const universalResolverAddress = chain.contracts?.ensUniversalResolver?.address
  if (!universalResolverAddress) return { name: null, avatar: null }
  const name = await getEnsName(client, { address, universalResolverAddress }).catch(() => null)
  if (!name) return { name: null, avatar: null }
  const avatar = await safeAvatar(client, name, universalResolverAddress)
  return { name, avatar }
}

async function safeAvatar(client: Client, name: string, universalResolverAddress: `0x${string}`) {
  try {
    return await getEnsAvatar(client, { name: normalize(name), universalResolverAddress })
  } catch {
    return null
  }
}
