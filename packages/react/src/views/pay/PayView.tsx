import { type FoyerState, payActions, shortenAddress } from '@foyer/core'
import { useMemo } from 'react'
import { ItemIcon } from '../../components/ItemIcon.js'
import { WalletsIcon } from '../../components/icons.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { groupThousands } from '../../utils/formatAmount.js'
import { sendCss } from '../send/sendCss.js'
import { payCss } from './payCss.js'

const selectPay = (state: FoyerState) => state.pay

/** The name of the wallet connected in the asset's chain family, or undefined when none is. */
function useWalletName(namespace: string | undefined): string | undefined {
  return useFoyerSelector((state) => {
    const account = namespace ? state.accounts[namespace as keyof FoyerState['accounts']] : undefined
    return account?.status === 'connected' ? (account.connectedWalletInfo?.name ?? '') : undefined
  })
}

/**
 * Pay: the payment as the app asked for it (amount, asset, network, recipient: read-only), 'Pay from
 * wallet' (the connected one, or Connect first), and the exchanges to pay from without a wallet.
 */
export default function PayView() {
  const { foyer, t, locale } = useFoyerContext()
  const text = useMessageText()
  useStyle('foyer-send', sendCss)
  useStyle('foyer-pay', payCss)
  const actions = useMemo(() => payActions(foyer), [foyer])
  const pay = useFoyerSelector(selectPay)
  const network = foyer.options.networks.find((n) => n.caipNetworkId === pay?.request.paymentAsset.network)
  const walletName = useWalletName(network?.chainNamespace)
  if (!pay) return <p className="foyer-muted">{t('payNone')}</p>

  const { request, exchanges, pendingExchangeId } = pay
  const { metadata } = request.paymentAsset
  const payFromExchange = (exchangeId: string) => {
    // Opened in the click, or the browser blocks it; core sends it to the exchange's page after.
    const popup = request.openInNewTab ? window.open('', '_blank') : undefined
    if (popup) popup.opener = null
    actions.payWithExchange(exchangeId, popup).catch(() => {})
  }
  return (
    <div className="foyer-stack">
      <dl className="foyer-summary" data-testid="foyer-pay-summary">
        <div>
          <dt>{t('payAmount')}</dt>
          <dd className="foyer-amount">
            {groupThousands(request.amount, locale)} {metadata.symbol}
          </dd>
        </div>
        <div>
          <dt>{t('network')}</dt>
          <dd>{network?.name ?? request.paymentAsset.network}</dd>
        </div>
        <div>
          <dt>{t('payRecipient')}</dt>
          <dd title={request.recipient}>
            <span aria-hidden="true">{shortenAddress(request.recipient)}</span>
            <span className="foyer-visually-hidden">{request.recipient}</span>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="foyer-list-item"
        disabled={pendingExchangeId !== undefined}
        onClick={() => {
          actions.payWithWallet().catch(() => {})
        }}
      >
        <span className="foyer-icon" aria-hidden="true">
          <WalletsIcon />
        </span>
        <span className="foyer-list-item__name">
          {walletName ? t('payWith', { name: walletName }) : t('payFromWallet')}
        </span>
      </button>
      <p className="foyer-pay-or">{t('payOr')}</p>
      {pay.error ? (
        <p className="foyer-error" role="alert">
          {text(pay.error)}
        </p>
      ) : null}
      <Exchanges
        state={exchanges}
        pending={pendingExchangeId}
        onPick={payFromExchange}
        onRetry={() => {
          actions.loadExchanges().catch(() => {})
        }}
      />
    </div>
  )
}

interface ExchangesProps {
  state: NonNullable<FoyerState['pay']>['exchanges']
  pending: string | undefined
  onPick(id: string): void
  onRetry(): void
}

/** The exchanges: loading, failed (with Retry), none, or one button each (logo and name). */
function Exchanges({ state, pending, onPick, onRetry }: ExchangesProps) {
  const { t } = useFoyerContext()
  const text = useMessageText()
  if (state.status === 'idle' || state.status === 'loading')
    return (
      <div className="foyer-row" role="status" style={{ justifyContent: 'center' }}>
        <span className="foyer-spinner" aria-hidden="true" />
        <span className="foyer-muted">{t('payExchangesLoading')}</span>
      </div>
    )
  if (state.status === 'error')
    return (
      <div className="foyer-stack" role="alert">
        <p className="foyer-error">{state.error ? text(state.error) : t('payNoExchanges')}</p>
        <button type="button" className="foyer-button" data-variant="secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    )
  if (state.items.length === 0) return <p className="foyer-muted">{t('payNoExchanges')}</p>
  return (
    <ul className="foyer-list" aria-label={t('payExchanges')}>
      {state.items.map((exchange) => (
        <li key={exchange.id}>
          <button
            type="button"
            className="foyer-list-item"
            disabled={pending !== undefined}
            aria-busy={pending === exchange.id || undefined}
            onClick={() => onPick(exchange.id)}
          >
            {pending === exchange.id ? (
              <span className="foyer-spinner" aria-hidden="true" />
            ) : (
              <ItemIcon name={exchange.name} imageUrl={exchange.imageUrl} />
            )}
            <span className="foyer-list-item__name">{t('payWith', { name: exchange.name })}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
