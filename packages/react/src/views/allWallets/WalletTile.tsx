import type { WalletEntry } from '@foyer/core'
import { memo } from 'react'
import { WalletImage } from '../../components/WalletImage.js'

export interface WalletTileProps {
  entry: WalletEntry
  /** Position in the whole list; arrow-key navigation finds cells by it. */
  index: number
  installedLabel: string
  onSelect(entry: WalletEntry): void
}

/** One wallet of the grid: a button named by the wallet, with its logo and the 'Installed' tag. */
export const WalletTile = memo(function WalletTile({
  entry,
  index,
  installedLabel,
  onSelect,
}: WalletTileProps) {
  return (
    <button
      type="button"
      className="foyer-wallet-tile"
      data-installed={entry.installed}
      data-index={index}
      onClick={() => onSelect(entry)}
    >
      <WalletImage name={entry.name} imageUrl={entry.imageUrl} />
      <span className="foyer-wallet-tile__name">{entry.name}</span>
      {entry.installed ? <span className="foyer-tag">{installedLabel}</span> : null}
    </button>
  )
})
