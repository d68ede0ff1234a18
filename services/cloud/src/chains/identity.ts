import type { IdentityResponse } from '@foyer/wire'
import { type Address, ccipRequest, createPublicClient, custom, type Hex } from 'viem'
import type { ServedChain } from './chainSet.js'
import { withUpstream } from './upstream.js'

/** Answers a CCIP-read request for this service's own name gateway without going over the network. */
export type OwnGateway = { matches(url: string): boolean; reply(data: Hex): Promise<Hex> }

/**
 * The ENS primary name of `address` on the chain's registry (reverse record, checked forward by the
 * UniversalResolver, or ENSIP-19's default.reverse answered by the name zone) and the name's avatar;
 * nulls when there is none. Lookups aimed at `own` (this service's gateway) are answered in process.
 */
export async function readIdentity(
  chain: ServedChain,
  address: Address,
  own?: OwnGateway,
): Promise<IdentityResponse> {
  const client = own
    ? createPublicClient({
        chain: chain.chain,
        transport: custom({ request: (args) => chain.client.request(args as never) }),
        ccipRead: {
          request: (parameters) =>
            parameters.urls.some((url) => own.matches(url))
              ? own.reply(parameters.data)
              : ccipRequest(parameters),
        },
      })
    : chain.client
  return withUpstream(chain, async () => {
    const name = await client.getEnsName({ address })
    if (!name) return { name: null, avatar: null }
    const avatar = await client.getEnsAvatar({ name }).catch(() => null)
    return { name, avatar }
  })
}
