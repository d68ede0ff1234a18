import { type HistoryTransaction, type SentTransaction, shortenAddress } from '@foyer/core'
import { useCallback, useEffect, useRef } from 'react'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useLoadOnVisible } from '../allWallets/useLoadOnVisible.js'
import { EmptyState } from './EmptyState.js'
import { counterparty, operationLabel, transferAmounts } from './transferText.js'
import { useAccountKey } from './useAccountKey.js'
import { useCounterpartyNames } from './useCounterpartyNames.js'

/**
 * Who the account dealt with: the name it was sent to from the modal, else the name the identity lookup
 * resolved, else the address as the service gives it (checksummed), shortened.
 */
function counterpartyText(
  transaction: HistoryTransaction,
  address: string,
  sent: readonly SentTransaction[],
  names: ReadonlyMap<string, string>,
) {
  const hash = transaction.metadata.hash.toLowerCase()
  const known = sent.find((s) => s.hash.toLowerCase() === hash)
  const other = known?.to ?? counterparty(transaction, address)
  return known?.name ?? names.get(other.toLowerCase()) ?? shortenAddress(other)
}

const times = new Map<string, Intl.DateTimeFormat>()

/** The mined time in the language's format, or nothing for a date the service got wrong (format() would throw during render). */
function formatTime(minedAt: string, locale: string): string {
  const date = new Date(minedAt)
  if (Number.isNaN(date.getTime())) return ''
  let time = times.get(locale)
  if (!time) {
    time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    times.set(locale, time)
  }
  return time.format(date)
}

/**
 * Activity tab: the account's transactions on the connected chain, newest first, paged by cursor;
 * a swap shows what was sent and what was received.
 */
export default function ActivityPanel() {
  const { foyer, t, locale } = useFoyerContext()
  const { address, caipNetworkId, key } = useAccountKey()
  const stored = useFoyerSelector((state) => state.history)
  const sent = useFoyerSelector((state) => state.send.sent)
  const networkName = useFoyerSelector((state) => state.caipNetwork?.name)
  const history =
    stored.account === key
      ? stored
      : { ...stored, items: [], next: undefined, error: undefined, loading: true }
  const names = useCounterpartyNames(
    address ? history.items.map((transaction) => counterparty(transaction, address)) : [],
    caipNetworkId,
  )

  useEffect(() => {
    if (!address || !caipNetworkId) return
    foyer.fetchHistory(address, caipNetworkId).catch(() => {})
  }, [foyer, address, caipNetworkId])

  const sentinel = useRef<HTMLDivElement>(null)
  const viewport = useRef<HTMLElement>(null)
  // The list scrolls inside the modal, not the page: the observer's root (and its 200px margin) is the
  // modal's scroll container. Before useLoadOnVisible, so its effect sees the root.
  useEffect(() => {
    viewport.current = sentinel.current?.closest<HTMLElement>('.foyer-height') ?? null
  })
  const next = history.next
  const loadMore = useCallback(() => {
    if (!address || !caipNetworkId || !next || foyer.getState().history.loading) return
    foyer.fetchHistory(address, caipNetworkId, next).catch(() => {})
  }, [foyer, address, caipNetworkId, next])
  // Scrolling near the end loads the next page; the button below stays for keyboard users.
  useLoadOnVisible(sentinel, viewport, loadMore, {
    enabled: Boolean(next) && !history.loading,
    key: history.items.length,
  })

  if (!address || !caipNetworkId) return null

  return (
    <div className="foyer-stack">
      {history.items.length > 0 ? (
        <ul className="foyer-list" aria-label={t('tabActivity')}>
          {history.items.map((transaction) => (
            <li key={transaction.id} className="foyer-row-item" data-testid="foyer-activity">
              <span className="foyer-row-item__main">
                <span>{operationLabel(transaction.metadata.operationType)}</span>
                <span className="foyer-muted">{counterpartyText(transaction, address, sent, names)}</span>
              </span>
              <span className="foyer-row-item__end">
                {transferAmounts(transaction, locale).map((amount) => (
                  <span key={amount}>{amount}</span>
                ))}
                <time className="foyer-muted" dateTime={transaction.metadata.minedAt}>
                  {formatTime(transaction.metadata.minedAt, locale)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {history.error ? <p className="foyer-error">{t('failedToFetchTransactions')}</p> : null}
      {history.loading ? (
        <div role="status" aria-label={t('loadingActivity')} className="foyer-skeleton" />
      ) : null}
      {!history.loading && !history.error && history.items.length === 0 ? (
        <EmptyState title={t('noActivity')}>
          {t('noActivityHint', { network: networkName ?? t('unknownNetwork') })}
        </EmptyState>
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
      {history.next && !history.loading ? (
        <button type="button" className="foyer-button" data-variant="secondary" onClick={loadMore}>
          {t('loadMore')}
        </button>
      ) : null}
    </div>
  )
}
