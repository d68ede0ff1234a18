import { useEffect, useState } from 'react'
import { TokenIcon } from '../../components/TokenIcon.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { formatUsd } from '../../utils/formatNumber.js'
import { EmptyState } from './EmptyState.js'
import { formatQuantity } from './formatQuantity.js'
import { useAccountKey } from './useAccountKey.js'

/**
 * Tokens tab: the account's holdings on the connected chain with their USD value, and a line
 * naming held tokens left out for having no decimals.
 */
export default function TokensPanel() {
  const { foyer, t, locale } = useFoyerContext()
  const { address, caipNetworkId, key } = useAccountKey()
  const stored = useFoyerSelector((state) => state.balances)
  const networkName = useFoyerSelector((state) => state.caipNetwork?.name)
  // Until this account's answer is in, another account's tokens read as loading.
  const balances = stored.account === key ? stored : { ...stored, items: [], error: undefined, loading: true }
  // Core keeps failures in state; a rejection means parameters it cannot serve, never to load: say so.
  const [refused, setRefused] = useState<string>()

  useEffect(() => {
    if (!address || !caipNetworkId) return
    foyer.fetchBalances(address, caipNetworkId).catch(() => setRefused(key))
  }, [foyer, address, caipNetworkId, key])

  if (balances.error || refused === key) return <p className="foyer-error">{t('tokenBalanceUnavailable')}</p>
  if (balances.loading && balances.items.length === 0) {
    return (
      <div className="foyer-stack" role="status" aria-label={t('loadingTokens')}>
        <div className="foyer-skeleton" />
        <div className="foyer-skeleton" />
        <div className="foyer-skeleton" />
      </div>
    )
  }
  // Held tokens without decimals are left out (as Activity still lists their transfers): say which.
  const hidden = balances.hidden?.length ? (
    <p className="foyer-muted" data-testid="foyer-tokens-hidden">
      {t('tokensWithoutDecimals', { symbols: balances.hidden.join(', ') })}
    </p>
  ) : null
  if (balances.items.length === 0) {
    return (
      <>
        <EmptyState title={t('noTokens')}>
          {t('noTokensHint', { network: networkName ?? t('unknownNetwork') })}
        </EmptyState>
        {hidden}
      </>
    )
  }
  return (
    <>
      <ul className="foyer-list" aria-label={t('tabTokens')}>
        {balances.items.map((token) => (
          <li key={token.address ?? token.symbol} className="foyer-row-item" data-testid="foyer-token">
            <TokenIcon token={token} />
            <span className="foyer-row-item__main">
              <span>{token.name}</span>
              <span className="foyer-muted">
                {formatQuantity(token.quantity.numeric, locale)} {token.symbol}
              </span>
            </span>
            <span className="foyer-row-item__end">{formatUsd(token.value, locale)}</span>
          </li>
        ))}
      </ul>
      {hidden}
    </>
  )
}
