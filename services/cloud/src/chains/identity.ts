import type { Address } from 'viem'
import type { IdentityResponse } from '../schemas/blockchain.js'
import type { ServedChain } from './chainSet.js'
import { withUpstream } from './upstream.js'

/**
 * The ENS primary name of `address` on the chain's registry (reverse record, checked forward by the
 * UniversalResolver) and the name's avatar; nulls when there is none.
 */
export async function readIdentity(chain: ServedChain, address: Address): Promise<IdentityResponse> {
  return withUpstream(chain, async () => {
    const name = await chain.client.getEnsName({ address })
    if (!name) return { name: null, avatar: null }
    const avatar = await chain.client.getEnsAvatar({ name })
    return { name, avatar }
  })
}
