import {
  type ConnectMethod,
  type Connector,
  connectMethodsOf,
  connectorGroupsOf,
  type FoyerOptions,
  type FoyerState,
  MAX_DIRECTORY_GROUP_WALLETS,
  type MultiChainConnector,
} from '@foyer/core'
import { Fragment, useMemo } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { EmailLogin } from './EmailLogin.js'
import { SocialLogins } from './SocialLogins.js'
import { WalletDirectoryStatus } from './WalletDirectoryStatus.js'
import { WalletList } from './WalletList.js'

const selectConnectors = (state: FoyerState) => state.connectors
const selectRecent = (state: FoyerState) => state.recentWalletIds
const selectDirectory = (state: FoyerState) => state.walletDirectory
const selectDirectoryLoading = (state: FoyerState) => state.walletDirectoryStatus.loading
/** Core's entry for a wallet of several chain families: the visitor picks one first. */
const isMultiChain = (connector: Connector): connector is MultiChainConnector =>
  connector.type === 'MULTI_CHAIN' && connector.connectors !== undefined

/** How many rows the directory's featured and recommended wallets take once it answers (at most 4 each). */
function directoryRows(options: Pick<FoyerOptions, 'featuredWalletIds' | 'includeWalletIds'>) {
  const featured = Math.min(options.featuredWalletIds?.length ?? 0, MAX_DIRECTORY_GROUP_WALLETS)
  const include = options.includeWalletIds?.length
  return featured + Math.min(include || MAX_DIRECTORY_GROUP_WALLETS, MAX_DIRECTORY_GROUP_WALLETS)
}

/** Connect: the connect methods in core's order; wallets grouped as core groups them. */
export default function ConnectView() {
  const { foyer, t } = useFoyerContext()
  // Groups derive from connectors, recent ids and the directory; recompute only when those change.
  // Core detects mobile itself (or takes the app's isMobile option), so no flag is passed.
  const connectors = useFoyerSelector(selectConnectors)
  const recent = useFoyerSelector(selectRecent)
  const directory = useFoyerSelector(selectDirectory)
  const directoryLoading = useFoyerSelector(selectDirectoryLoading)
  // biome-ignore lint/correctness/useExhaustiveDependencies: these state slices are the inputs core groups by.
  const groups = useMemo(() => connectorGroupsOf(foyer), [foyer, connectors, recent, directory])
  const methods = connectMethodsOf(foyer)
  const { features } = foyer.options

  const select = (connector: Connector) => {
    // A wallet of several chain families: its view asks which one, then connects that namespace.
    if (isMultiChain(connector)) {
      foyer.router.push({ view: 'ConnectingMultiChain', data: { connector } })
      return
    }
    foyer.router.push(
      connector.type === 'WALLET_CONNECT'
        ? {
            view: 'ConnectingWalletConnect',
            data: connector.explorerId ? { walletId: connector.explorerId, walletName: connector.name } : {},
          }
        : { view: 'ConnectingExternal', data: { connector } },
    )
    // WalletConnect and directory wallets pair in their view, which starts and ends the pairing.
    if (connector.type === 'WALLET_CONNECT') return
    // Failures land in state.connectionError, which the Connecting view shows.
    foyer.connect(connector.id, { chain: connector.chain }).catch(() => {})
  }

  const renderMethod = (method: ConnectMethod) => {
    switch (method) {
      case 'wallet':
        return (
          <>
            <WalletList
              groups={groups}
              showAllWallets={features.allWallets}
              allWalletsCount={directory.count}
              pendingRows={
                directoryLoading && directory.count === undefined ? directoryRows(foyer.options) : 0
              }
              onSelect={select}
              onAllWallets={() => foyer.router.push('AllWallets')}
            />
            <WalletDirectoryStatus />
          </>
        )
      case 'email':
        return features.email ? <EmailLogin /> : null
      case 'social':
        return features.socials ? <SocialLogins providers={features.socials} /> : null
    }
  }

  const sections = methods.map((method) => ({ method, node: renderMethod(method) })).filter((s) => s.node)
  const hasWallets = methods.includes('wallet')
  return (
    <div className="foyer-stack">
      {sections.map(({ method, node }, index) => (
        <Fragment key={method}>
          {index > 0 ? (
            <div className="foyer-separator" aria-hidden="true">
              {t('or')}
            </div>
          ) : null}
          <section data-method={method}>{node}</section>
        </Fragment>
      ))}
      {hasWallets && features.allWallets ? (
        <p className="foyer-connect-footer">
          <span>{t('newToWallets')}</span>
          <button type="button" className="foyer-link-button" onClick={() => foyer.router.push('AllWallets')}>
            {t('getAWallet')}
          </button>
        </p>
      ) : null}
    </div>
  )
}
