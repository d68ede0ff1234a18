// What a chain family's adapter does alike with core's WalletConnect session: read its accounts of one
// namespace, pick the network and account to connect, and follow the wallet's account changes.
import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import { findAdapterNetwork } from './networks.js'
import type { WalletConnectSession } from './types.js'

/** An account of the session in one namespace: `<namespace>:<reference>:<address>`. */
export interface SessionAccount {
  /** The chain's reference (a genesis-hash prefix for Solana and Bitcoin). */
  reference: string
  address: string
}

/**
 * The session's accounts of `namespace` in the wallet's order; anything that is not
 * `<namespace>:<reference>:<address>` with an address `addressPattern` accepts is left out.
 */
function sessionAccounts(
  accounts: readonly string[],
  namespace: string,
  addressPattern: RegExp,
): SessionAccount[] {
  return accounts.flatMap((account) => {
    const [space, reference, address, ...rest] = account.split(':')
    return space === namespace && reference && address && rest.length === 0 && addressPattern.test(address)
      ? [{ reference, address }]
      : []
  })
}

/** Where an adapter's WalletConnect connection starts: its network and account. */
export interface SessionStart {
  network: CaipNetwork
  account: SessionAccount
  /** True when the wallet approved `network` in the session. */
  approved(network: CaipNetwork): boolean
}

/**
 * The network and account a WalletConnect connection starts on: the first of these networks the wallet
 * approved (the app's `chainId`, as an id or `<namespace>:<id>`, the adapter's `active` network, then its
 * other `networks` in order) and the session's first account on it, else its first account. Null when the
 * session has no account in `namespace` or approved none of the networks.
 *
 * @example
 * const start = startSessionAccount(session, 'solana', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, { networks, active, chainId })
 */
export function startSessionAccount(
  session: WalletConnectSession,
  namespace: ChainNamespace,
  addressPattern: RegExp,
  where: { networks: readonly CaipNetwork[]; active: CaipNetwork; chainId: number | string | undefined },
): SessionStart | null {
  const { networks, active, chainId } = where
  const approved = (network: CaipNetwork) => session.chains(namespace).includes(network.caipNetworkId)
  const wanted = chainId === undefined ? undefined : findAdapterNetwork(networks, namespace, chainId)
  const network = [wanted, active, ...networks].find(
    (candidate): candidate is CaipNetwork => candidate !== undefined && approved(candidate),
  )
  const accounts = sessionAccounts(session.accounts(namespace), namespace, addressPattern)
  const account = accounts.find((a) => a.reference === String(network?.id)) ?? accounts[0]
  return network && account ? { network, account, approved } : null
}

/**
 * Follows the wallet's accounts of `namespace` in the session: the connection keeps its account while the
 * wallet still shares it (`current()`), else moves to the wallet's first one (`moved`), and ends when the
 * wallet shares none or ends the session (`ended`). Returns the unsubscribe.
 *
 * @example
 * const stop = followSessionAccounts(session, 'solana', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, {
 *   current: () => connection.address,
 *   moved: (next) => report(next),
 *   ended: () => disconnect(),
 * })
 */
export function followSessionAccounts(
  session: WalletConnectSession,
  namespace: ChainNamespace,
  addressPattern: RegExp,
  on: { current(): string; moved(address: string): void; ended(): void },
): () => void {
  const follow = (accounts: readonly string[]) => {
    const addresses = sessionAccounts(accounts, namespace, addressPattern).map((a) => a.address)
    if (addresses.includes(on.current())) return
    const [next] = addresses
    if (next === undefined) on.ended()
    else on.moved(next)
  }
  const unsubscribers = [
    session.on('accountsChanged', ({ chainId, accounts }) => {
      if (chainId.startsWith(`${namespace}:`)) follow(accounts)
    }),
    session.on('sessionUpdate', () => follow(session.accounts(namespace))),
    session.on('disconnect', () => on.ended()),
  ]
  return () => {
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
  }
}
