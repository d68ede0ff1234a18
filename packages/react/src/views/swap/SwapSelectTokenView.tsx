import { type SwapToken, swapActions } from '@foyer/core'
import { useId, useMemo, useState } from 'react'
import { TokenIcon } from '../../components/TokenIcon.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { formatQuantity } from '../account/formatQuantity.js'
import type { ViewProps } from '../types.js'

const NO_TOKENS: readonly SwapToken[] = []

function TokenRow({
  token,
  locale,
  onPick,
}: {
  token: SwapToken
  locale: string
  onPick: (token: SwapToken) => void
}) {
  return (
    <li>
      <button type="button" className="foyer-list-item" onClick={() => onPick(token)}>
        <TokenIcon token={{ name: token.name, symbol: token.symbol, iconUrl: token.logoUri }} />
        <span className="foyer-list-item__name">
          {token.symbol} <span className="foyer-muted">{token.name}</span>
        </span>
        <span className="foyer-muted">{formatQuantity(token.balance, locale)}</span>
      </button>
    </li>
  )
}

/** The tokens to swap from or to, searchable by name, symbol or address; the account's own first. */
export default function SwapSelectTokenView({ route }: ViewProps<'SwapSelectToken'>) {
  const { foyer, t, locale } = useFoyerContext()
  const actions = useMemo(() => swapActions(foyer), [foyer])
  const id = useId()
  const tokens = useFoyerSelector((state) => state.swap?.tokens) ?? NO_TOKENS
  const [query, setQuery] = useState('')
  const wanted = query.trim().toLowerCase()
  const matching = tokens.filter(
    (token) =>
      !wanted ||
      token.symbol.toLowerCase().includes(wanted) ||
      token.name.toLowerCase().includes(wanted) ||
      token.address.toLowerCase().endsWith(wanted),
  )
  const mine = matching.filter((token) => Number(token.balance) > 0)
  const others = matching.filter((token) => Number(token.balance) <= 0)
  const pick = (token: SwapToken) => {
    const set = route.data?.side === 'sourceToken' ? actions.setSourceToken : actions.setToToken
    void set(token.address)
    foyer.router.goBack()
  }
  return (
    <div className="foyer-stack">
      <label className="foyer-visually-hidden" htmlFor={`${id}-search`}>
        {t('swapSearch')}
      </label>
      <input
        id={`${id}-search`}
        className="foyer-input"
        type="search"
        placeholder={t('swapSearch')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {mine.length > 0 ? (
        <ul className="foyer-list" aria-label={t('swapYourTokens')}>
          {mine.map((token) => (
            <TokenRow key={token.address} token={token} locale={locale} onPick={pick} />
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul className="foyer-list" aria-label={t('swapAllTokens')}>
          {others.map((token) => (
            <TokenRow key={token.address} token={token} locale={locale} onPick={pick} />
          ))}
        </ul>
      ) : null}
      {matching.length === 0 ? <p className="foyer-muted">{t('swapNoTokens')}</p> : null}
    </div>
  )
}
