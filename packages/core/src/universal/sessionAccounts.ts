import type { ChainNamespace } from '../types/network.js'

/** One account of a WalletConnect session in a namespace: `<namespace>:<reference>:<address>`. */
export interface SessionAccount {
  /** The CAIP-2 chain (`polkadot:91b171bb158e2d3848fa23a9f1c25182`, `cosmos:cosmoshub-4`). */
  chainId: string
  address: string
}

/**
 * The session's accounts of `namespace` in the wallet's order; anything that is not a CAIP-10 account of
 * that namespace is left out. (Cosmos chain ids may hold dashes, never colons, so the split is exact.)
 */
export function sessionAccounts(namespace: ChainNamespace, accounts: readonly string[]): SessionAccount[] {
  return accounts.flatMap((account) => {
    const [ns, reference, address, ...rest] = account.split(':')
    return ns === namespace && reference && address && rest.length === 0
      ? [{ chainId: `${ns}:${reference}`, address }]
      : []
  })
}
