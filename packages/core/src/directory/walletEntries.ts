import { isExcluded } from '../rules/connectorGroups.js'
import type { Connector } from '../types/connector.js'
import type { Wallet } from '../types/wallet.js'
import { isWalletExcluded } from './walletRules.js'

/** One cell of the AllWallets grid: a directory wallet, an installed wallet, or both at once. */
export interface WalletEntry {
  /** The directory id, else the connector's id. */
  id: string
  name: string
  imageUrl: string | undefined
  /** An announced (EIP-6963) wallet of this page; selecting it connects through `connector`. */
  installed: boolean
  wallet: Wallet | undefined
  connector: Connector | undefined
}

export interface WalletEntriesInput {
  connectors: readonly Connector[]
  /** Directory wallets: the loaded pages, or the search results. */
  wallets: readonly Wallet[]
  excludeWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  /** When searching, installed wallets are kept only when their name contains it. */
  search?: string | undefined
}

/**
 * The AllWallets grid: installed wallets first (announced connectors, matched by rdns to their
 * directory wallet and marked installed; those the directory does not know are listed too), then the
 * directory wallets in directory order, each wallet once. Excluded wallets never appear; with
 * includeWalletIds only those directory wallets do.
 *
 * @example
 * getWalletEntries({ connectors: foyer.getState().connectors, wallets: [], search: 'meta' })
 * // [{ id: 'io.metamask', name: 'MetaMask', installed: true, … }] with MetaMask announced
 */
export function getWalletEntries(input: WalletEntriesInput): WalletEntry[] {
  const query = input.search?.trim().toLowerCase() ?? ''
  const include = input.includeWalletIds ?? []
  const wallets = input.wallets.filter(
    (w) => !isWalletExcluded(w, input.excludeWalletIds) && (include.length === 0 || include.includes(w.id)),
  )
  const byRdns = new Map(wallets.filter((w) => w.rdns).map((w) => [w.rdns, w]))
  const installed = input.connectors.filter(
    (c) =>
      c.type === 'ANNOUNCED' &&
      !isExcluded(c, input.excludeWalletIds) &&
      // While searching, an installed wallet stays when its name matches or the results hold it.
      (query === '' || c.name.toLowerCase().includes(query) || byRdns.has(c.info?.rdns)),
  )
  const entries: WalletEntry[] = []
  const listed = new Set<string>()
  for (const connector of installed) {
    const wallet = connector.info?.rdns ? byRdns.get(connector.info.rdns) : undefined
    if (wallet && isWalletExcluded(wallet, input.excludeWalletIds)) continue
    const id = wallet?.id ?? connector.id
    if (listed.has(id)) continue
    listed.add(id)
    entries.push({
      id,
      name: wallet?.name ?? connector.name,
      imageUrl: connector.imageUrl ?? wallet?.image_url ?? undefined,
      installed: true,
      wallet: wallet ? { ...wallet, installed: true } : undefined,
      connector,
    })
  }
  for (const wallet of wallets) {
    if (listed.has(wallet.id)) continue
    listed.add(wallet.id)
    entries.push({
      id: wallet.id,
      name: wallet.name,
      imageUrl: wallet.image_url ?? undefined,
      installed: false,
      wallet,
      connector: undefined,
    })
  }
  return entries
}
