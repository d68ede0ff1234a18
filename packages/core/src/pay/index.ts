/**
 * Pay (loaded with import() when the app opens a payment): the request checked, the Pay view, then
 * the payment from the connected wallet (adapter.sendTokens) or from an exchange (the blockchain API's
 * reown_getExchanges, reown_getExchangePayUrl and reown_getExchangeBuyStatus, then the chain).
 */
// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { resetRoute, toRoute } from '../router/router.js'
import { PayError } from './errors.js'
import { loadExchanges, payWithExchange, reopenExchange } from './exchange.js'
import { nextPayTicket, patchPay, payStateOf } from './state.js'
import type { PayRequest } from './types.js'
import { validatePayRequest } from './validate.js'
import { payWithWallet } from './wallet.js'

/** Checks the request, opens the modal on Pay, and starts loading the exchanges. */
export async function openPay(context: FoyerKernel, request: PayRequest): Promise<void> {
  if (!context.options.features.pay)
    throw new PayError('PAY_DISABLED', { details: 'createFoyer({ features: { pay: true } }) turns Pay on' })
  const checked = validatePayRequest(request, context.options.networks)
  nextPayTicket(context)
  context.caches.payConnectWatch?.()
  context.caches.payConnectWatch = undefined
  context.store.setState({
    pay: { request: checked, status: 'idle', exchanges: { status: 'idle', items: [], total: 0 } },
  })
  // As open({ view: 'Pay' }) does (not imported: that would move code out of the page's chunk).
  context.store.setState({
    open: true,
    router: resetRoute(toRoute('Pay')),
    ...(context.pendingAlert ? { alert: context.pendingAlert } : {}),
  })
  // Not awaited: Pay shows them loading; a failure is in pay.exchanges.error.
  loadExchanges(context).catch(() => {})
}

/** Stops the payment under way (an exchange no longer followed, a connect no longer awaited): back to Pay. */
export async function retryPay(context: FoyerKernel): Promise<void> {
  payStateOf(context)
  nextPayTicket(context)
  context.caches.payConnectWatch?.()
  context.caches.payConnectWatch = undefined
  patchPay(context, { status: 'idle', payment: undefined, result: undefined, error: undefined })
  context.store.setState({ open: true, router: resetRoute(toRoute('Pay')) })
}

/** Stops following the payment and closes nothing: the result stays as it was. */
export async function cancelPay(context: FoyerKernel): Promise<void> {
  nextPayTicket(context)
  context.caches.payConnectWatch?.()
  context.caches.payConnectWatch = undefined
  const pay = context.store.getState().pay
  if (pay && !pay.result) patchPay(context, { status: 'idle', payment: undefined })
}

/** The methods of `payActions(foyer)` that need Pay's code, each taking the instance's context first. */
export const actions = {
  open: openPay,
  payWithWallet,
  loadExchanges,
  payWithExchange,
  reopenExchange: async (context: FoyerKernel) => reopenExchange(context),
  retry: retryPay,
  cancel: cancelPay,
}
