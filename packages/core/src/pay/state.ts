import type { FoyerKernel } from '../instance/kernel.js'
import { errorMessage } from '../messages/errorMessage.js'
import { resetRoute, toRoute } from '../router/router.js'
import { PAY_FAILURES, PayError } from './errors.js'
import type { PayErrorReason, PayResult, PayState } from './types.js'

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** Pay: the current payment's number; older flows (a wallet waiting, an exchange followed) stop. */
    payTicket?: number
    /** Pay: waits for the visitor to connect, then pays from the wallet. */
    payConnectWatch?: (() => void) | undefined
  }
}

/** The payment state; PayError INVALID_PAYMENT_CONFIG before `open(request)` was called. */
export function payStateOf(context: Pick<FoyerKernel, 'store'>): PayState {
  const pay = context.store.getState().pay
  if (!pay) throw new PayError('INVALID_PAYMENT_CONFIG', { details: 'call open(request) first' })
  return pay
}

export const patchPay = (context: Pick<FoyerKernel, 'store'>, next: Partial<PayState>) =>
  context.store.setState({ pay: { ...payStateOf(context), ...next } })

/** The current payment's number: a newer open(), cancel() or retry() makes every older flow stop. */
export const payTicket = (context: Pick<FoyerKernel, 'caches'>) => context.caches.payTicket ?? 0

export function nextPayTicket(context: Pick<FoyerKernel, 'caches'>): number {
  context.caches.payTicket = payTicket(context) + 1
  return context.caches.payTicket
}

/** Shows PayLoading, opening the modal again if the visitor (or a connect) closed it. */
export function showPayLoading(context: Pick<FoyerKernel, 'store'>): void {
  context.store.setState({ open: true, router: resetRoute(toRoute('PayLoading')) })
}

/** Ends the payment: the result, for `pay.result` and the success and failure events. */
export function finishPay(context: Pick<FoyerKernel, 'store'>, result: PayResult): PayResult {
  patchPay(context, { status: result.status, result, pendingExchangeId: undefined })
  return result
}

/** Ends the payment as failed: the error's own text when it says more than `reason`'s. */
export function failPay(context: Pick<FoyerKernel, 'store'>, reason: PayErrorReason, error: unknown) {
  // A PayError says why itself; a wallet's or service's error says more than the step's text, when it says anything.
  if (error instanceof PayError)
    return finishPay(context, { status: 'failure', reason: error.reason, message: { id: error.messageId } })
  const message = errorMessage(error, { id: PAY_FAILURES[reason].id })
  return finishPay(context, { status: 'failure', reason, message })
}
