import type { Connector, ConnectorGroup } from '@foyer/core'
import { ItemIcon } from '../../components/ItemIcon.js'
import { QrIcon, WalletsIcon } from '../../components/icons.js'
import { useFoyerInstance, useTranslate } from '../../hooks/useFoyerContext.js'

export interface WalletListProps {
  groups: readonly ConnectorGroup[]
  showAllWallets: boolean
  /** The directory's size, shown on 'All Wallets' once known. */
  allWalletsCount?: number | undefined
  /** Rows the directory's wallets will take, held by grey placeholders while it answers. */
  pendingRows?: number | undefined
  onSelect(connector: Connector): void
  onAllWallets(): void
}

/** '110+' for 113: a count that reads at a glance and stays true as wallets are added (as the hosted kit shows it). */
const roundedCount = (count: number) => (count < 10 ? String(count) : `${Math.floor(count / 10) * 10}+`)

const INSTALLED: ReadonlySet<Connector['type']> = new Set(['ANNOUNCED', 'INJECTED'])

/** The connector groups in core's order, one button per wallet, then 'All Wallets'. */
export function WalletList({
  groups,
  showAllWallets,
  allWalletsCount,
  pendingRows = 0,
  onSelect,
  onAllWallets,
}: WalletListProps) {
  const t = useTranslate()
  const foyer = useFoyerInstance()
  // Pointing at an entry that pairs through WalletConnect loads its code, so the QR code follows the click sooner.
  const preload = () => foyer.preloadWalletConnect()
  const seen = new Set<string>()
  return (
    <ul className="foyer-list" aria-label={t('walletsListLabel')}>
      {groups.flatMap((group) =>
        group.connectors.map((connector) => {
          // A wallet may sit in two groups (recent and injected); list it once, in its first group.
          if (seen.has(connector.id)) return null
          seen.add(connector.id)
          // A MULTI_CHAIN entry (one wallet, several chain families) is installed when its first connector is.
          const first = connector.connectors?.[0] ?? connector
          const imageUrl = connector.imageUrl ?? connector.connectors?.find((c) => c.imageUrl)?.imageUrl
          const tag =
            group.type === 'recent'
              ? t('tagRecent')
              : INSTALLED.has(first.type)
                ? t('tagInstalled')
                : undefined
          return (
            <li key={connector.id} data-group={group.type}>
              <button
                type="button"
                className="foyer-list-item"
                onClick={() => onSelect(connector)}
                {...(connector.type === 'WALLET_CONNECT'
                  ? { onPointerEnter: preload, onFocus: preload, onTouchStart: preload }
                  : {})}
              >
                {connector.type === 'WALLET_CONNECT' && !connector.explorerId && !connector.imageUrl ? (
                  // Core's WalletConnect entry pairs any wallet: a QR glyph rather than a letter tile.
                  <span className="foyer-icon" aria-hidden="true">
                    <QrIcon />
                  </span>
                ) : (
                  <ItemIcon name={connector.name} imageUrl={imageUrl} />
                )}
                <span className="foyer-list-item__name">{connector.name}</span>
                {tag ? <span className="foyer-tag">{tag}</span> : null}
              </button>
            </li>
          )
        }),
      )}
      {/* The directory's rows land here: holding their place keeps every row above them where the
          pointer found it, instead of the list growing (and a centred modal moving) under a click. */}
      {Array.from({ length: pendingRows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <li key={`pending-${index}`} aria-hidden="true" data-testid="foyer-pending-wallet">
          <span className="foyer-skeleton__row" />
        </li>
      ))}
      {showAllWallets ? (
        <li>
          <button
            type="button"
            className="foyer-list-item"
            onClick={onAllWallets}
            {...(allWalletsCount ? { 'aria-describedby': 'foyer-all-wallets-count' } : {})}
          >
            <span className="foyer-icon" aria-hidden="true">
              <WalletsIcon />
            </span>
            <span className="foyer-list-item__name">{t('allWallets')}</span>
            {allWalletsCount ? (
              <>
                <span className="foyer-tag" aria-hidden="true">
                  {roundedCount(allWalletsCount)}
                </span>
                <span id="foyer-all-wallets-count" hidden>
                  {t('walletCount', { count: allWalletsCount })}
                </span>
              </>
            ) : null}
          </button>
        </li>
      ) : null}
    </ul>
  )
}
