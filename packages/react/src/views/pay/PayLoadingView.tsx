import { type FoyerState, type PayPayment, payActions, shortenAddress } from '@foyer/core'
import { useEffect, useMemo, useRef } from 'react'
import { CheckIcon, ExternalIcon } from '../../components/icons.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../../hooks/useFoyerSelector.js'
import { useMessageText } from '../../i18n/useMessageText.js'
import { useStyle } from '../../styles/injectStyle.js'
import { groupThousands } from '../../utils/formatAmount.js'
import { explorerTxUrl, TransactionSuccess } from '../transaction/TransactionSuccess.js'
import { payCss } from './payCss.js'

type ExchangePayment = Extract<PayPayment, { type: 'exchange' }>
const selectPay = (state: FoyerState) => state.pay

/**
 * The payment under way and how it ended: waiting for the wallet, or following the exchange (its
 * steps, its page to open again) and the chain; success with the transaction, failure with the reason
 * and Try again.
 */
export default function PayLoadingView() {
  const { foyer, t, locale } = useFoyerContext()
  const text = useMessageText()
  useStyle('foyer-pay', payCss)
  const actions = useMemo(() => payActions(foyer), [foyer])
  const pay = useFoyerSelector(selectPay)
  const heading = useRef<HTMLParagraphElement>(null)
  const outcome = pay?.result?.status
  // The spinner's text is replaced by the outcome: focus follows, for keyboard and screen readers.
  useEffect(() => {
    if (outcome) heading.current?.focus()
  }, [outcome])
  if (!pay) return <p className="foyer-muted">{t('payNone')}</p>

  const { result, payment, request } = pay
  const network = foyer.options.networks.find((n) => n.caipNetworkId === request.paymentAsset.network)
  const tryAgain = () => {
    actions.retry().catch(() => {})
  }
  if (result?.status === 'success')
    return (
      <TransactionSuccess
        heading={t('paySuccess')}
        headingRef={heading}
        icon={<CheckIcon />}
        explorerHref={explorerTxUrl(network, result.hash)}
        explorerLabel={t('payViewTransaction')}
        action={t('done')}
        onAction={() => foyer.close()}
      >
        <p className="foyer-muted">
          {t('paySuccessBody', {
            amount: groupThousands(request.amount, locale),
            symbol: request.paymentAsset.metadata.symbol,
            recipient: shortenAddress(request.recipient),
          })}
        </p>
        <p className="foyer-muted foyer-pay-hash" title={result.hash} data-testid="foyer-pay-hash">
          {t('payTransaction', { hash: shortenAddress(result.hash) })}
        </p>
      </TransactionSuccess>
    )
  if (result?.status === 'failure')
    return (
      <div className="foyer-stack">
        <div className="foyer-center" role="alert">
          <p className="foyer-heading" tabIndex={-1} ref={heading}>
            {t('payFailure')}
          </p>
          <p className="foyer-error">{text(result.message)}</p>
        </div>
        <button type="button" className="foyer-button" onClick={tryAgain}>
          {t('payTryAgain')}
        </button>
      </div>
    )
  if (payment?.type === 'exchange')
    return <ExchangeProgress payment={payment} confirming={pay.status === 'confirming'} onCancel={tryAgain} />
  return (
    <div className="foyer-center" role="status">
      <span className="foyer-spinner" aria-hidden="true" />
      <p className="foyer-heading">
        {pay.status === 'connecting' ? t('payConnecting') : t('payAwaitingWallet')}
      </p>
      <p className="foyer-muted">{t('payAwaitingWalletBody')}</p>
    </div>
  )
}

interface ExchangeProgressProps {
  payment: ExchangePayment
  confirming: boolean
  onCancel(): void
}

/** The exchange's checkout: its steps as the exchange and the chain report them, its page to open again. */
function ExchangeProgress({ payment, confirming, onCancel }: ExchangeProgressProps) {
  const { foyer, t } = useFoyerContext()
  const actions = useMemo(() => payActions(foyer), [foyer])
  const name = payment.exchangeName
  const processing = payment.exchangeStatus === 'IN_PROGRESS' || payment.exchangeStatus === 'SUCCESS'
  const steps = [
    { key: 'opened', label: t('payStepOpened', { name }), done: true },
    { key: 'processing', label: t('payStepProcessing', { name }), done: confirming },
    { key: 'confirming', label: t('payStepConfirming'), done: false },
  ]
  const current = confirming ? 'confirming' : processing ? 'processing' : 'opened'
  return (
    <div className="foyer-stack">
      <div className="foyer-center">
        <span className="foyer-spinner" aria-hidden="true" />
        <p className="foyer-heading">{t('payInitiated')}</p>
        <p className="foyer-muted">{t('payCompleteOnExchange', { name })}</p>
      </div>
      {/* A live region around the list: each step reached is read out. */}
      <div role="status">
        <ol className="foyer-pay-steps" aria-label={t('paySteps')}>
          {steps.map((step) => {
            const state = step.key === current ? 'current' : step.done ? 'done' : 'todo'
            return (
              <li key={step.key} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                <span className="foyer-pay-step-mark" aria-hidden="true">
                  {state === 'done' ? <CheckIcon /> : state === 'current' ? '•' : '○'}
                </span>
                <span>
                  {step.label}
                  {state === 'todo' ? null : (
                    <span className="foyer-visually-hidden">
                      {' '}
                      ({state === 'done' ? t('payStepDone') : t('payStepCurrent')})
                    </span>
                  )}
                </span>
              </li>
            )
          })}
        </ol>
      </div>
      {payment.blocked ? (
        <p className="foyer-error" role="alert">
          {t('payExchangeBlocked', { name })}
        </p>
      ) : null}
      <button
        type="button"
        className="foyer-button"
        data-variant={payment.blocked ? undefined : 'secondary'}
        onClick={() => {
          actions.reopenExchange().catch(() => {})
        }}
      >
        <ExternalIcon />
        {t('payReopenExchange', { name })}
      </button>
      <button type="button" className="foyer-button" data-variant="secondary" onClick={onCancel}>
        {t('payAnotherWay')}
      </button>
    </div>
  )
}
