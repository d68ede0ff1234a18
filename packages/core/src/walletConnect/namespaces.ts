import type { CaipNetwork, ChainNamespace } from '../types/network.js'

/** What a dApp asks an EVM wallet for: signing, sending, switching (§4). */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

export interface RequestedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL per chain, keyed by CAIP-2 id and by reference: the SDK's own reads go to the app's RPCs. */
  rpcMap: Record<string, string>
}

/**
 * The optional namespaces a pairing requests: one per namespace that has an adapter supporting
 * WalletConnect, with every network of the app in it (the wallet approves the ones it has).
 */
export function buildOptionalNamespaces(
  networks: readonly CaipNetwork[],
  namespaces: readonly ChainNamespace[],
): Record<string, RequestedNamespace> {
  const result: Record<string, RequestedNamespace> = {}
  for (const namespace of namespaces) {
    const own = networks.filter((n) => n.chainNamespace === namespace)
    if (own.length === 0) continue
    const rpcMap: Record<string, string> = {}
    for (const network of own) {
      const url = network.rpcUrls.default.http[0]
      if (!url) continue
      rpcMap[network.caipNetworkId] = url
      rpcMap[String(network.id)] = url
    }
    result[namespace] = {
      chains: own.map((n) => n.caipNetworkId),
      methods: namespace === 'eip155' ? [...EIP155_METHODS] : [],
      events: namespace === 'eip155' ? [...EIP155_EVENTS] : [],
      rpcMap,
    }
  }
  return result
}

/** True for WalletConnect's hosted relay, the only one its hosted Verify API knows. */
export function isHostedRelay(relayUrl: string): boolean {
  try {
    const { protocol, hostname } = new URL(relayUrl)
    return protocol === 'wss:' && /^relay\.walletconnect\.(org|com)$/.test(hostname)
  } catch {
    return false
  }
}
