import type { Client } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'
import { normalize } from 'viem/ens'
import type { Profile } from './getProfile.js'

/**
 * The ENS lookups behind getProfile. This module is loaded with import() on the first lookup: ENS
 * name normalisation (UTS-46 tables) is large and no page needs it before an account is connected.
 *
 * Rejects when the name lookup fails (RPC down, ...) so a cache can keep the failure only briefly;
 * an unset name gives nulls, and a failing avatar only a null avatar.
 */
export async function readEnsProfile(
  client: Client,
  parameters: { address: `0x${string}`; universalResolverAddress: `0x${string}` },
): Promise<Profile> {
  const { address, universalResolverAddress } = parameters
  const name = await getEnsName(client, { address, universalResolverAddress })
  if (!name) return { name: null, avatar: null }
  try {
    const avatar = await getEnsAvatar(client, { name: normalize(name), universalResolverAddress })
    return { name, avatar }
  } catch {
    return { name, avatar: null }
  }
}
