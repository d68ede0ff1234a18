import type { CaipNetwork } from '@foyer/core'
import { ChevronIcon } from '../../components/icons.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'

/** The Account view's network row: the network's image and name, leading to the Networks view. */
export function NetworkRow({ network, name }: { network: CaipNetwork | undefined; name: string }) {
  const { foyer, t } = useFoyerContext()
  return (
    <li>
      <button type="button" className="foyer-list-item" onClick={() => foyer.router.push('Networks')}>
        <NetworkImage name={name} network={network} />
        <span className="foyer-list-item__name">
          <span className="foyer-visually-hidden">{t('network')}: </span>
          {name}
        </span>
        <ChevronIcon />
      </button>
    </li>
  )
}
