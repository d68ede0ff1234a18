import type { OnRampState } from '@foyer/core'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'

export interface OnRampTokenFieldProps {
  id: string
  onramp: OnRampState
  symbol: string
  onSymbol(symbol: string): void
}

/** The token to buy, among those the provider offers on the connected network. */
export function OnRampTokenField({ id, onramp, symbol, onSymbol }: OnRampTokenFieldProps) {
  const { t } = useFoyerContext()
  const chainId = useFoyerSelector((state) => state.caipNetwork?.id)
  // Tokens offered on the connected network (the fallback list names mainnets only, then all of them).
  const offered = onramp.purchaseCurrencies.filter((c) =>
    c.networks.some((n) => n.chain_id === String(chainId)),
  )
  const tokens = offered.length > 0 ? offered : onramp.purchaseCurrencies
  return (
    <div className="foyer-field">
      <label htmlFor={`${id}-token`}>{t('onrampToken')}</label>
      <select
        id={`${id}-token`}
        className="foyer-select"
        value={symbol}
        onChange={(e) => onSymbol(e.target.value)}
      >
        {tokens.map((token) => (
          <option key={token.id} value={token.symbol}>
            {token.symbol} · {token.name}
          </option>
        ))}
      </select>
    </div>
  )
}
