import { type CaipNetwork, type FoyerState, parseCaipAddress, shortenAddress } from '@foyer/core'
import { NetworkImage } from '../../components/NetworkImage.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { NetworkRow } from './NetworkRow.js'

/** The accounts connected in other namespaces than the active one, with the network each is on. */
function selectElsewhere(state: FoyerState): string[] {
  return Object.entries(state.accounts)
    .filter(([namespace, account]) => namespace !== state.activeNamespace && account?.status === 'connected')
    .map(([, account]) => account?.caipAddress ?? '')
    .filter(Boolean)
}

/**
 * Account on a network where no wallet is connected (the visitor picked an EVM network with only a
 * Solana wallet connected, say): says so, offers Connect Wallet for it, the network row to pick
 * another, and the accounts connected elsewhere, one tap back to each.
 */
export function AccountElsewhere({ network }: { network: CaipNetwork | undefined }) {
  const { foyer, t } = useFoyerContext()
  const elsewhere = useFoyerSelector(selectElsewhere, shallowEqual)
  const networkName = network?.name || t('unknownNetwork')
  const accounts = elsewhere.flatMap((caipAddress) => {
    const { chainNamespace, chainId, address } = parseCaipAddress(caipAddress)
    const on = foyer.options.networks.find((n) => n.caipNetworkId === `${chainNamespace}:${chainId}`)
    return on ? [{ network: on, address }] : []
  })
  return (
    <div className="foyer-stack" data-testid="foyer-account-elsewhere">
      <p className="foyer-heading foyer-center">{t('errorWalletNotConnected', { chain: networkName })}</p>
      <button type="button" className="foyer-button" onClick={() => foyer.router.push('Connect')}>
        {t('connectWallet')}
      </button>
      <ul className="foyer-list">
        <NetworkRow network={network} name={networkName} />
        {accounts.map(({ network: on, address }) => (
          <li key={on.caipNetworkId}>
            <button
              type="button"
              className="foyer-list-item"
              // Core reports a failed switch as a snackbar.
              onClick={() => foyer.switchNetwork(on).catch(() => {})}
            >
              <NetworkImage name={on.name} network={on} />
              <span className="foyer-list-item__name">
                {on.name} <span className="foyer-muted">{shortenAddress(address)}</span>
              </span>
              <span className="foyer-tag">{t('tagConnected')}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
