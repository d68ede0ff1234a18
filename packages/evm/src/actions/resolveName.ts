import type { Chain, Client } from 'viem'

export interface ResolveNameParameters {
  client: Client
  chain: Chain
  /** A name such as `alice.eth`. */
  name: string
}

/**
 * The address an ENS name points to on `chain`, or null when the name is unset or the chain has no
 * universal resolver (no request then). The ENS code is fetched on the first lookup (a separate
 * chunk), not at page load. Rejects when the lookup itself failed (RPC down, invalid name).
 */
export async function resolveName(parameters: ResolveNameParameters): Promise<`0x${string}` | null> {
  const { client, chain, name } = parameters
  const universalResolverAddress = chain.contracts?.ensUniversalResolver?.address
  if (!universalResolverAddress) return null
  const { readEnsAddress } = await import('./ensAddress.js')
  return readEnsAddress(client, { name, universalResolverAddress })
}
