import type { WalletEntry } from '@foyer/core'
import { useCallback } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import type { WalletDirectory } from './useWalletDirectory.js'
import type { WalletGridScroll } from './useWalletGrid.js'
import { WalletTile } from './WalletTile.js'

export interface WalletGridProps {
  directory: WalletDirectory
  /** The rows in view (windowing, whose tiles alone are rendered) and the arrow keys' handler. */
  grid: WalletGridScroll
}

/**
 * The wallets as a grid of tiles: an installed wallet connects at once, any other opens its
 * WalletConnect view with its links.
 */
export function WalletGrid({
  directory: { entries, loading },
  grid: { range, onGridKeyDown },
}: WalletGridProps) {
  const { foyer, t } = useFoyerContext()
  const select = useCallback(
    (entry: WalletEntry) => {
      const { connector } = entry
      if (connector) {
        foyer.router.push({ view: 'ConnectingExternal', data: { connector } })
        // Failures land in state.connectionError, which the Connecting view shows.
        foyer.connect(connector.id, { chain: connector.chain }).catch(() => {})
      } else {
        foyer.router.push({
          view: 'ConnectingWalletConnect',
          data: { walletId: entry.id, walletName: entry.name },
        })
      }
    },
    [foyer],
  )
  return (
    <ul
      className="foyer-wallet-grid"
      aria-label={t('walletsListLabel')}
      aria-busy={loading}
      style={{ paddingTop: range.paddingTop, paddingBottom: range.paddingBottom }}
      onKeyDown={onGridKeyDown}
    >
      {entries.slice(range.start, range.end).map((entry, offset) => (
        <li key={entry.id}>
          <WalletTile
            entry={entry}
            index={range.start + offset}
            installedLabel={t('tagInstalled')}
            onSelect={select}
          />
        </li>
      ))}
    </ul>
  )
}
