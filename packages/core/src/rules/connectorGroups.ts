import type { ConnectorGroup, ConnectorTypeOrderItem } from '../instance/features.js'
import { DEFAULT_CONNECTOR_TYPE_ORDER } from '../options/defaults.js'
import type { Connector } from '../types/connector.js'

export interface ConnectorGroupsInput {
  connectors: readonly Connector[]
  /** Wallet ids, connector ids or rdns, most recent first. */
  recentWalletIds: readonly string[]
  excludeWalletIds?: readonly string[] | undefined
  enableWalletConnect: boolean
  /** True when some namespace is connected through a WALLET_CONNECT connector. */
  connectedThroughWalletConnect: boolean
  /**
   * The namespace the visitor is connecting (the active network's, while it has no account). Recent then
   * lists only wallets with a connector of it: a wallet used for another chain family alone cannot give this one.
   */
  connectingNamespace?: string | undefined
  isMobile: boolean
  /** features.connectorTypeOrder; listed first, the rest follow in the default order. */
  connectorTypeOrder?: readonly ConnectorTypeOrderItem[] | undefined
  /** From the wallet directory (a later issue); empty until fed. */
  featured?: readonly Connector[] | undefined
  recommended?: readonly Connector[] | undefined
  custom?: readonly Connector[] | undefined
}

/**
 * The legacy window.ethereum connector, which names no wallet.
 *
 * @example
 * const named = foyer.getState().connectors.filter((connector) => !isGenericBrowserWallet(connector))
 */
export function isGenericBrowserWallet(connector: Connector): boolean {
  return connector.type === 'INJECTED' && (connector.id === 'injected' || connector.name === 'Browser Wallet')
}

/**
 * True when excludeWalletIds names the connector by rdns, explorerId or case-insensitive name.
 *
 * @example
 * const shown = foyer.getState().connectors.filter((connector) => !isExcluded(connector, ['io.metamask']))
 */
export function isExcluded(connector: Connector, excludeWalletIds: readonly string[] = []): boolean {
  const name = connector.name.toLowerCase()
  return excludeWalletIds.some(
    (id) => id === connector.info?.rdns || id === connector.explorerId || id.toLowerCase() === name,
  )
}

function matchesAny(connector: Connector, ids: readonly string[]): boolean {
  return ids.some((id) => id === connector.id || id === connector.explorerId || id === connector.info?.rdns)
}

/** A connector's per-namespace connectors: a MULTI_CHAIN entry's own, else the connector alone. */
const membersOf = (connector: Connector): readonly Connector[] => connector.connectors ?? [connector]

/**
 * The order of the groups: the configured ones first, then the rest in the default order.
 *
 * @example
 * getConnectorTypeOrder(['recent'])
 * // ['recent', 'walletConnect', 'injected', 'featured', 'custom', 'external', 'recommended']
 */
export function getConnectorTypeOrder(
  configured: readonly ConnectorTypeOrderItem[] = [],
): ConnectorTypeOrderItem[] {
  return [...new Set([...configured, ...DEFAULT_CONNECTOR_TYPE_ORDER])]
}

/**
 * The Connect view's connector groups, ordered, each connector in one group only
 * (recent wins over injected and external), empty groups left out. Excluded wallets are hidden;
 * the generic Browser Wallet is hidden on desktop, and on mobile unless it has an rdns or an
 * announced wallet is installed. WalletConnect is listed only when enabled and no namespace is
 * connected through it. AUTH connectors (email, socials) are not wallet groups and never appear.
 * A wallet with connectors in several namespaces is one MULTI_CHAIN entry (MultiChainConnector) where
 * the first of them would be listed, so an installed or recent wallet keeps its place.
 *
 * @example
 * const groups = getConnectorGroups({
 *   connectors: foyer.getState().connectors,
 *   recentWalletIds: [],
 *   enableWalletConnect: true,
 *   connectedThroughWalletConnect: false,
 *   isMobile: false,
 * })
 * // [{ type: 'injected', connectors: [MetaMask] }, { type: 'walletConnect', … }, …]
 */
export function getConnectorGroups(input: ConnectorGroupsInput): ConnectorGroup[] {
  const hasAnnounced = input.connectors.some((c) => c.type === 'ANNOUNCED')
  const visible = (connector: Connector) => {
    if (isExcluded(connector, input.excludeWalletIds)) return false
    if (isGenericBrowserWallet(connector)) {
      return input.isMobile && (Boolean(connector.info?.rdns) || hasAnnounced)
    }
    return true
  }

  const listed = new Set<string>()
  const key = (c: Connector) => `${c.chain}:${c.id}`
  const listedWallets = new Set<string>()
  const walletKeys = (c: Connector) =>
    [c.info?.rdns && `rdns:${c.info.rdns}`, c.explorerId && `explorer:${c.explorerId}`].filter(
      (k): k is string => Boolean(k),
    )
  // Directory wallets (featured, ...) also give way to an installed connector of the same wallet.
  const take = (candidates: readonly Connector[], fromDirectory = false): Connector[] => {
    const taken: Connector[] = []
    for (const connector of candidates) {
      if (!visible(connector) || listed.has(key(connector))) continue
      if (fromDirectory && walletKeys(connector).some((k) => listedWallets.has(k))) continue
      listed.add(key(connector))
      for (const k of walletKeys(connector)) listedWallets.add(k)
      taken.push(connector)
    }
    return taken
  }
  const ofType = (...types: Connector['type'][]) =>
    types.flatMap((type) => input.connectors.filter((c) => c.type === type))

  const walletConnect =
    input.enableWalletConnect && !input.connectedThroughWalletConnect
      ? take(ofType('WALLET_CONNECT')).slice(0, 1)
      : []
  // Recent first so it wins over injected/external; ordered as recentWalletIds is.
  const recent = take(
    input.recentWalletIds.flatMap((id) =>
      input.connectors.filter(
        (c) =>
          c.type !== 'WALLET_CONNECT' &&
          c.type !== 'AUTH' &&
          matchesAny(c, [id]) &&
          // While another family is being connected, a wallet is Recent only if it can give that family.
          (input.connectingNamespace === undefined ||
            input.connectors.some(
              (d) =>
                d.chain === input.connectingNamespace &&
                (d.name.toLowerCase() === c.name.toLowerCase() ||
                  walletKeys(d).some((k) => walletKeys(c).includes(k))),
            )),
      ),
    ),
  )
  const groups: Record<ConnectorTypeOrderItem, Connector[]> = {
    walletConnect,
    recent,
    injected: take(ofType('ANNOUNCED', 'INJECTED')),
    external: take(ofType('EXTERNAL', 'MULTI_CHAIN')),
    featured: take(input.featured ?? [], true),
    custom: take(input.custom ?? [], true),
    recommended: take(input.recommended ?? [], true),
  }
  const order = getConnectorTypeOrder(input.connectorTypeOrder)
  // One entry per wallet: a connector of the same wallet as an entry listed before it (same
  // case-insensitive name, rdns or directory id) in another namespace joins that entry, which becomes
  // MULTI_CHAIN. WalletConnect entries (core's, the directory's) never merge. Inline rather than a
  // function of its own: this file is on the page-load path, and inline it costs 40 bytes less gzip.
  const entries: Connector[] = []
  for (const connector of order.flatMap((type) => groups[type])) {
    const index = entries.findIndex(
      (entry) =>
        connector.type !== 'WALLET_CONNECT' &&
        entry.type !== 'WALLET_CONNECT' &&
        !membersOf(entry).some((c) => c.chain === connector.chain) &&
        (entry.name.toLowerCase() === connector.name.toLowerCase() ||
          walletKeys(entry).some((k) => walletKeys(connector).includes(k))),
    )
    const entry = entries[index]
    if (entry) {
      entries[index] = { ...entry, type: 'MULTI_CHAIN', connectors: [...membersOf(entry), connector] }
    } else entries.push(connector)
  }
  return order
    .map((type) => ({
      type,
      // Each entry in the group of its first connector; the connectors that joined it leave theirs.
      connectors: groups[type].flatMap((c) => entries.filter((entry) => membersOf(entry)[0] === c)),
    }))
    .filter((group) => group.connectors.length > 0)
}
