import type { CaipNetwork, ChainNamespace } from '../types/network.js'

/** What a dApp asks an EVM wallet for: signing, sending, switching. */
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
const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** WalletConnect's Solana signing methods (its Solana RPC reference), as the hosted kit requests them. */
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const
const SOLANA_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** WalletConnect's Bitcoin methods (its bip122 RPC reference) and the wallet's address-change event. */
const BIP122_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const
const BIP122_EVENTS = ['bip122_addressesChanged'] as const

/** WalletConnect's Polkadot methods (its Polkadot RPC reference). */
const POLKADOT_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const
/** WalletConnect's Cosmos methods (its Cosmos RPC reference). */
const COSMOS_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] as const
const ACCOUNT_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** The methods and events requested per namespace; a namespace without an entry asks for none. */
const REQUESTED: Partial<Record<ChainNamespace, { methods: readonly string[]; events: readonly string[] }>> =
  {
    eip155: { methods: EIP155_METHODS, events: EIP155_EVENTS },
    solana: { methods: SOLANA_METHODS, events: SOLANA_EVENTS },
    bip122: { methods: BIP122_METHODS, events: BIP122_EVENTS },
    polkadot: { methods: POLKADOT_METHODS, events: ACCOUNT_EVENTS },
    cosmos: { methods: COSMOS_METHODS, events: ACCOUNT_EVENTS },
  }

export interface RequestedNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC URL per chain, keyed by CAIP-2 id and by reference: the SDK's own reads go to the app's RPCs. */
  rpcMap: Record<string, string>
}

/**
 * The optional namespaces a pairing requests: one per namespace that has an adapter supporting
 * WalletConnect, with every network of the app in it (the wallet approves the ones it has) and the
 * namespace's methods and events (eip155 and solana: `solana:<genesis prefix>` chains).
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
      methods: [...(REQUESTED[namespace]?.methods ?? [])],
      events: [...(REQUESTED[namespace]?.events ?? [])],
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
