import type { Client } from 'viem'
import { getEnsAddress } from 'viem/actions'
import { normalize } from 'viem/ens'

/** The ENS forward lookup behind resolveName; loaded with import() like ensProfile.ts (UTS-46 tables). */
export async function readEnsAddress(
  client: Client,
  parameters: { name: string; universalResolverAddress: `0x${string}` },
): Promise<`0x${string}` | null> {
  const address = await getEnsAddress(client, {
    name: normalize(parameters.name),
    universalResolverAddress: parameters.universalResolverAddress,
  })
  return address ?? null
}
