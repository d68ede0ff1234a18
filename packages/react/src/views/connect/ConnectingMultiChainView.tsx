import type { ChainNamespace, Connector, FoyerState } from '@foyer/core'
import { ItemIcon } from '../../components/ItemIcon.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import type { MessageId } from '../../i18n/en.js'
import type { ViewProps } from '../types.js'

/** The name the family view gives each chain family. */
const CHAIN_FAMILY: Record<ChainNamespace, MessageId> = {
  eip155: 'chainFamilyEip155',
  solana: 'chainFamilySolana',
  bip122: 'chainFamilyBip122',
  polkadot: 'chainFamilyPolkadot',
  cosmos: 'chainFamilyCosmos',
}

const selectAccounts = (state: FoyerState) => state.accounts
const selectConnectors = (state: FoyerState) => state.connectors

/**
 * A wallet of several chain families (core's MULTI_CHAIN entry): the visitor picks the family to
 * connect, one at a time, as the hosted kit asks. Each family opens ConnectingExternal for that
 * namespace's connector (its waiting, error and retry states) and connects it; a family already
 * connected through this wallet says so, and picking it again makes it the active one.
 */
export default function ConnectingMultiChainView({ route }: ViewProps<'ConnectingMultiChain'>) {
  const { foyer, t } = useFoyerContext()
  const { connector } = route.data
  const accounts = useFoyerSelector(selectAccounts)
  const reported = useFoyerSelector(selectConnectors)
  const icon = connector.imageUrl ?? connector.connectors.find((c) => c.imageUrl)?.imageUrl
  // The entry leads with the connector that placed it (a recent one); the families keep the app's
  // adapter order, so the list does not reorder once one of them connected.
  const rank = (member: Connector) => {
    const index = reported.findIndex((c) => c.id === member.id && c.chain === member.chain)
    return index < 0 ? reported.length : index
  }
  const members = [...connector.connectors].sort((a, b) => rank(a) - rank(b))

  const pick = (member: Connector) => {
    foyer.router.push({ view: 'ConnectingExternal', data: { connector: member } })
    // Failures land in state.connectionError, which ConnectingExternal shows with 'Try again'.
    foyer.connect(member.id, { chain: member.chain }).catch(() => {})
  }

  return (
    <div className="foyer-stack">
      <div className="foyer-center">
        <ItemIcon name={connector.name} imageUrl={icon} size="calc(var(--foyer-font-size-master) * 6.4)" />
        <p className="foyer-heading">{t('multiChainHeading')}</p>
        <p className="foyer-muted">{t('multiChainBody', { name: connector.name })}</p>
      </div>
      <ul className="foyer-list" aria-label={t('multiChainListLabel')}>
        {members.map((member) => {
          const account = accounts[member.chain]
          const connected = account?.status === 'connected' && account.connectorId === member.id
          return (
            <li key={`${member.chain}:${member.id}`}>
              <button
                type="button"
                className="foyer-list-item"
                data-chain={member.chain}
                onClick={() => pick(member)}
              >
                <ItemIcon name={connector.name} imageUrl={member.imageUrl ?? icon} />
                <span className="foyer-list-item__name">{t(CHAIN_FAMILY[member.chain])}</span>
                {connected ? <span className="foyer-tag">{t('tagConnected')}</span> : null}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
