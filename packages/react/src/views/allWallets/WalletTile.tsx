import type { WalletEntry } from '@foyer/core'
import { memo } from 'react'
import { WalletImage } from '../../components/WalletImage.js'

export interface WalletTileProps {
  entry: WalletEntry
  installedLabel: string
  onSelect(entry: WalletEntry): void
}

/** One wallet of the grid: a button named by the wallet, with its logo and the 'Installed' tag. */
export const WalletTile = memo(function WalletTile({ entry, installedLabel, onSelect }: WalletTileProps) {
  return (
    <button
      type="button"
      className="foyer-wallet-tile"
      data-installed={entry.installed}
      onClick={() => onSelect(entry)}
    >
      <WalletImage name={entry.name} imageUrl={entry.imageUrl} />
      <span className="foyer-wallet-tile__name">{entry.name}</span>
      {entry.installed ? <span className="foyer-tag">{installedLabel}</span> : null}
    </button>
  )
})
