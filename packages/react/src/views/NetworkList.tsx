import type { CaipNetwork, FoyerState } from '@foyer/core'
import { useState } from 'react'
import { NetworkImage } from '../components/NetworkImage.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'

const selectNetworkId = (state: FoyerState) => state.caipNetwork?.caipNetworkId

/**
 * The app's networks; the selected one is aria-current, a click switches with a busy state.
 * `onSwitched` runs after a successful switch.
 */
export function NetworkList({ onSwitched }: { onSwitched?: () => void } = {}) {
  const { foyer, t } = useFoyerContext()
  const selectedId = useFoyerSelector(selectNetworkId)
  const [switching, setSwitching] = useState<string | undefined>(undefined)

  const choose = async (network: CaipNetwork) => {
    if (switching) return
    setSwitching(network.caipNetworkId)
    try {
      await foyer.switchNetwork(network)
      onSwitched?.()
    } catch {
      // Core reports switch failures as snackbars; nothing more to show here.
    } finally {
      setSwitching(undefined)
    }
  }

  return (
    <ul className="foyer-list" aria-label={t('networksListLabel')}>
      {foyer.options.networks.map((network) => {
        const selected = network.caipNetworkId === selectedId
        const busy = switching === network.caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="foyer-list-item"
              aria-current={selected ? 'true' : undefined}
              aria-busy={busy}
              onClick={() => choose(network)}
            >
              <NetworkImage name={network.name} network={network} />
              <span className="foyer-list-item__name">{network.name}</span>
              {busy ? (
                <span className="foyer-tag">{t('switching')}</span>
              ) : selected ? (
                <span className="foyer-tag">{t('selected')}</span>
              ) : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
