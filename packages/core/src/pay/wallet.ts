import type { FoyerContext } from '../instance/context.js'
import { pushRoute, toRoute } from '../router/router.js'
import { parseAmount } from '../send/amount.js'
import type { CaipNetwork } from '../types/network.js'
import { PayError } from './errors.js'
import {
  failPay,
  finishPay,
  nextPayTicket,
  patchPay,
  payStateOf,
  payTicket,
  showPayLoading,
} from './state.js'
import type { PayResult } from './types.js'

const networkOf = (context: FoyerContext): CaipNetwork => {
  const { network } = payStateOf(context).request.paymentAsset
  const found = context.options.networks.find((n) => n.caipNetworkId === network)
  if (!found)
    throw new PayError('INVALID_PAYMENT_CONFIG', { details: `${network} is not one of the networks` })
  return found
}

/**
 * Pays from the connected wallet of the asset's chain family. Without one, the visitor connects first
 * (Connect opens) and the payment goes on once the wallet is connected; resolves undefined then.
 * Otherwise resolves the result: the wallet's transaction once included, or why it failed.
 */
export async function payWithWallet(context: FoyerContext): Promise<PayResult | undefined> {
  const network = networkOf(context)
  const ticket = nextPayTicket(context)
  context.caches.payConnectWatch?.()
  context.caches.payConnectWatch = undefined
  const adapter = context.adapters.get(network.chainNamespace)
  if (!adapter?.sendTokens) {
    patchPay(context, { payment: { type: 'wallet' }, result: undefined })
    showPayLoading(context)
    return failPay(
      context,
      'INVALID_CHAIN_NAMESPACE',
      new PayError('INVALID_CHAIN_NAMESPACE', { details: `no adapter sends on ${network.chainNamespace}` }),
    )
  }
  const account = context.store.getState().accounts[network.chainNamespace]
  if (account?.status === 'connected' && account.address) return send(context, network, ticket)
  // As the hosted kit: connect first, then pay (a connect closes the modal; PayLoading opens it again).
  patchPay(context, { status: 'connecting', payment: { type: 'wallet' }, result: undefined })
  const { router } = context.store.getState()
  context.store.setState({ open: true, router: pushRoute(router, toRoute('Connect')) })
  const stop = () => {
    context.caches.payConnectWatch?.()
    context.caches.payConnectWatch = undefined
  }
  context.onDestroy(stop)
  context.caches.payConnectWatch = context.store.subscribe((state) => {
    if (payTicket(context) !== ticket) return stop()
    const connected = state.accounts[network.chainNamespace]
    if (connected?.status === 'connected' && connected.address) {
      stop()
      // After the connect's own routing (it closes the modal in the same tick): PayLoading opens it again.
      queueMicrotask(() => void send(context, network, ticket))
      return
    }
    // The visitor closed the modal instead of connecting: a later connect must not start this payment.
    if (!state.open) {
      stop()
      patchPay(context, { status: 'idle', payment: undefined })
    }
  })
  return undefined
}

/** Switches to the asset's network when needed, asks the wallet to send, waits for the chain. */
async function send(
  context: FoyerContext,
  network: CaipNetwork,
  ticket: number,
): Promise<PayResult | undefined> {
  const { request } = payStateOf(context)
  const { asset, metadata } = request.paymentAsset
  patchPay(context, { status: 'awaitingWallet', payment: { type: 'wallet' }, result: undefined })
  showPayLoading(context)
  try {
    if (context.store.getState().caipNetwork?.caipNetworkId !== network.caipNetworkId)
      await context.actions.run((actions) => actions.switchNetwork(context, network))
    const account = context.store.getState().accounts[network.chainNamespace]
    const adapter = context.adapters.get(network.chainNamespace)
    const amount = parseAmount(request.amount, metadata.decimals)
    if (!account?.address || !adapter?.sendTokens || amount === undefined)
      throw new PayError('GENERIC_PAYMENT_ERROR', { details: 'the wallet disconnected' })
    const { hash } = await adapter.sendTokens({
      from: account.address,
      to: request.recipient,
      amount,
      ...(asset === 'native' ? {} : { token: asset }),
      network,
    })
    if (payTicket(context) !== ticket) return undefined
    return finishPay(context, { status: 'success', hash, network: network.caipNetworkId, via: 'wallet' })
  } catch (error) {
    if (payTicket(context) !== ticket) return undefined
    return failPay(context, 'GENERIC_PAYMENT_ERROR', error)
  }
}
