import type { FoyerState } from '@foyer/core'
import { useEffect } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { EmptyState } from './EmptyState.js'
import { useAccountKey } from './useAccountKey.js'

interface Nft {
  key: string
  name: string
  image: string
}

/** NFTs the account received (in-transfers, not spam) in the loaded history, each once. */
function selectNfts(state: FoyerState): Nft[] {
  const nfts = new Map<string, Nft>()
  for (const transaction of state.history.items) {
    transaction.transfers.forEach((transfer, index) => {
      const info = transfer.nft_info
      const id = `${info?.name}|${info?.preview.url}`
      if (!info || info.flags.is_spam || transfer.direction !== 'in' || nfts.has(id)) return
      nfts.set(id, { key: `${transaction.id}-${index}`, name: info.name, image: info.preview.url })
    })
  }
  return [...nfts.values()]
}

/** NFTs tab: previews of the account's NFTs from its history (spam hidden, a placeholder without image), or 'No NFTs yet' with what NFTs are and where to get one. */
export default function NftsPanel() {
  const { foyer, t } = useFoyerContext()
  const { address, caipNetworkId, key } = useAccountKey()
  const allNfts = useFoyerSelector(
    selectNfts,
    (a, b) => a.length === b.length && a.every((n, i) => shallowEqual(n, b[i])),
  )
  const historyAccount = useFoyerSelector((state) => state.history.account)
  const loading = useFoyerSelector((state) => state.history.loading)
  const nfts = historyAccount === key ? allNfts : []

  useEffect(() => {
    if (!address || !caipNetworkId) return
    // The Activity tab may have loaded this account's history already.
    if (historyAccount === key) return
    foyer.fetchHistory(address, caipNetworkId).catch(() => {})
  }, [foyer, address, caipNetworkId, key, historyAccount])

  if (nfts.length === 0) {
    return loading || historyAccount !== key ? (
      <div className="foyer-skeleton" />
    ) : (
      <EmptyState title={t('noNfts')}>{t('noNftsHint')}</EmptyState>
    )
  }
  return (
    <ul className="foyer-nft-grid" aria-label={t('tabNfts')}>
      {nfts.map((nft) => (
        <li key={nft.key}>
          {nft.image ? (
            <img src={nft.image} alt="" loading="lazy" />
          ) : (
            // No preview from the service: a placeholder tile keeps the grid even.
            <span className="foyer-nft-placeholder" aria-hidden="true" data-testid="foyer-nft-placeholder" />
          )}
          <p>{nft.name}</p>
        </li>
      ))}
    </ul>
  )
}
