import type { FoyerKernel } from '../instance/kernel.js'
import { errorMessage } from '../messages/errorMessage.js'
import { parseAmount } from '../send/amount.js'
import { transactionVerdict } from './chain.js'
import { PayError } from './errors.js'
import { getExchangeBuyStatus, getExchangePayUrl, getExchanges, JsonRpcAnswerError } from './service.js'
import {
  failPay,
  finishPay,
  nextPayTicket,
  patchPay,
  payStateOf,
  payTicket,
  showPayLoading,
} from './state.js'
import type { PayPayment, PayResult } from './types.js'
import { toCaip19 } from './validate.js'

/** The hosted kit's pace: the exchange's status every 4 s. */
const PAY_STATUS_INTERVAL_MS = 4000
/** Failed status requests back off, doubling up to this. */
const PAY_STATUS_MAX_BACKOFF_MS = 32_000
/** So many failed status requests in a row end the payment (about 4 minutes of backoff). */
const PAY_STATUS_MAX_FAILURES = 10
/** An exchange payment not done by then is given up (the exchange's page may still finish it). */
const PAY_FOLLOW_MS = 30 * 60_000

type ExchangePayment = Extract<PayPayment, { type: 'exchange' }>

/** Loads a page (0-based, as the hosted API counts) of the exchanges the visitor can pay from into `pay.exchanges`. */
export async function loadExchanges(context: FoyerKernel, page = 0): Promise<void> {
  const exchanges = payStateOf(context).exchanges
  patchPay(context, { exchanges: { ...exchanges, status: 'loading', error: undefined } })
  try {
    const answer = await getExchanges(context, { page })
    patchPay(context, { exchanges: { status: 'ready', items: answer.exchanges, total: answer.total } })
  } catch (error) {
    const failure = new PayError('UNABLE_TO_GET_EXCHANGES', { cause: error })
    patchPay(context, {
      exchanges: { ...exchanges, status: 'error', error: errorMessage(error, { id: failure.messageId }) },
    })
    throw failure
  }
}

/** Where the exchange's checkout opens: the window opened in the click, a new tab, or this page. */
function openCheckout(url: string, popup: Window | null | undefined, newTab: boolean): boolean {
  if (popup) {
    popup.location.href = url
    return true
  }
  if (!newTab) {
    window.location.href = url
    return true
  }
  return openTab(url)
}

/** A new tab with no way back to this page; false when the browser blocked it. */
function openTab(url: string): boolean {
  // 'noopener' would make window.open return null always: the opener is cut by hand instead.
  const tab = window.open(url, '_blank')
  if (tab) tab.opener = null
  return tab !== null
}

/**
 * Pays from an exchange, no wallet needed: asks the service for the exchange's checkout page for this
 * payment (`reown_getExchangePayUrl`), opens it, then follows the exchange's status and the chain until the
 * payment landed or failed. `popup` is a window the caller opened in the visitor's click (browsers block
 * one opened later); without it a new tab opens, and `payment.blocked` says when the browser refused it.
 * An exchange that does not take the asset (or a service that fails) leaves the Pay view open with the
 * reason in `pay.error` and rejects with PayError (ASSET_NOT_SUPPORTED, UNABLE_TO_GET_PAY_URL).
 */
export async function payWithExchange(
  context: FoyerKernel,
  exchangeId: string,
  popup?: Window | null,
): Promise<PayResult | undefined> {
  const pay = payStateOf(context)
  const exchange = pay.exchanges.items.find((e) => e.id === exchangeId)
  const ticket = nextPayTicket(context)
  context.caches.payConnectWatch?.()
  patchPay(context, { pendingExchangeId: exchangeId, error: undefined, result: undefined, status: 'idle' })
  const { request } = pay
  const amount = parseAmount(request.amount, request.paymentAsset.metadata.decimals) ?? 0n
  let answer: { url: string; sessionId: string }
  try {
    answer = await getExchangePayUrl(context, {
      exchangeId,
      asset: toCaip19(request),
      amount: `0x${amount.toString(16)}`,
      recipient: `${request.paymentAsset.network}:${request.recipient}`,
    })
  } catch (error) {
    popup?.close()
    const unsupported = error instanceof JsonRpcAnswerError && error.shortMessage.includes('is not supported')
    const failure = new PayError(unsupported ? 'ASSET_NOT_SUPPORTED' : 'UNABLE_TO_GET_PAY_URL', {
      cause: error,
    })
    if (payTicket(context) === ticket)
      patchPay(context, {
        pendingExchangeId: undefined,
        error: unsupported ? { id: failure.messageId } : errorMessage(error, { id: failure.messageId }),
      })
    throw failure
  }
  if (payTicket(context) !== ticket) return undefined
  const opened = openCheckout(answer.url, popup, request.openInNewTab)
  const payment: ExchangePayment = {
    type: 'exchange',
    exchangeId,
    exchangeName: exchange?.name ?? exchangeId,
    sessionId: answer.sessionId,
    url: answer.url,
    exchangeStatus: 'UNKNOWN',
    blocked: !opened,
  }
  patchPay(context, { status: 'awaitingExchange', payment, pendingExchangeId: undefined })
  showPayLoading(context)
  return follow(context, ticket)
}

/**
 * Asks the exchange for the status every 4 s (backing off on failures), then the chain for its
 * transaction, until SUCCESS with the transaction included, FAILED, a newer payment or cancel(),
 * or destroy(). An unknown status counts as still in progress.
 */
async function follow(context: FoyerKernel, ticket: number): Promise<PayResult | undefined> {
  const until = Date.now() + PAY_FOLLOW_MS
  let failures = 0
  const network = context.options.networks.find(
    (n) => n.caipNetworkId === payStateOf(context).request.paymentAsset.network,
  )
  while (Date.now() < until) {
    const wait =
      failures === 0
        ? PAY_STATUS_INTERVAL_MS
        : Math.min(PAY_STATUS_INTERVAL_MS * 2 ** failures, PAY_STATUS_MAX_BACKOFF_MS)
    await context.timers.delay(wait)
    if (payTicket(context) !== ticket) return undefined
    const payment = payStateOf(context).payment as ExchangePayment
    let status: { status: string; txHash?: string | undefined; reason?: string | undefined }
    try {
      status = await getExchangeBuyStatus(context, {
        sessionId: payment.sessionId,
        exchangeId: payment.exchangeId,
      })
      failures = 0
    } catch (error) {
      if (payTicket(context) !== ticket) return undefined
      failures += 1
      if (failures >= PAY_STATUS_MAX_FAILURES) return failPay(context, 'UNABLE_TO_GET_BUY_STATUS', error)
      continue
    }
    if (payTicket(context) !== ticket) return undefined
    const hash = status.txHash ?? payment.hash
    patchPay(context, { payment: { ...payment, exchangeStatus: status.status, hash } })
    if (status.status === 'FAILED') return exchangeFailed(context, status.reason)
    if (status.status !== 'SUCCESS' || !hash) continue
    // The exchange says it paid: the chain has the last word.
    patchPay(context, { status: 'confirming' })
    const verdict = network ? await transactionVerdict(network, hash, context.signal) : 'success'
    if (payTicket(context) !== ticket) return undefined
    if (verdict === 'reverted')
      return failPay(context, 'TRANSACTION_FAILED', new PayError('TRANSACTION_FAILED'))
    if (verdict === 'success')
      return finishPay(context, {
        status: 'success',
        hash,
        network: payStateOf(context).request.paymentAsset.network,
        via: 'exchange',
      })
  }
  return failPay(context, 'UNABLE_TO_GET_BUY_STATUS', new PayError('UNABLE_TO_GET_BUY_STATUS'))
}

/** The exchange ended the payment FAILED: its own reason when it gave one ('The payment was cancelled …'). */
function exchangeFailed(context: FoyerKernel, reason: string | undefined): PayResult {
  const text = reason?.trim().slice(0, 300)
  if (!text) return failPay(context, 'EXCHANGE_FAILED', new PayError('EXCHANGE_FAILED'))
  return finishPay(context, {
    status: 'failure',
    reason: 'EXCHANGE_FAILED',
    message: { id: 'text', params: { text } },
  })
}

/** Opens the exchange's checkout page again (the visitor closed it, or the browser blocked it). */
export function reopenExchange(context: FoyerKernel): void {
  const payment = payStateOf(context).payment
  if (payment?.type !== 'exchange')
    throw new PayError('UNABLE_TO_GET_PAY_URL', { details: 'no exchange payment' })
  const opened = openTab(payment.url)
  patchPay(context, { payment: { ...payment, blocked: !opened && payment.blocked } })
}
