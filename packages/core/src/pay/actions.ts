import { contextOf, type FoyerContext } from '../instance/context.js'
import { lazyFeature } from '../utils/lazyFeature.js'
import type { PayRequest, PayResult, PayStatus } from './types.js'

type Loaded = Omit<PayActions, 'status' | 'result' | 'on'>

/** `payActions(foyer)`: a payment the app asks for (the hosted kit's Pay); the state is `state.pay`. */
export interface PayActions {
  /**
   * Checks the request and opens the modal on Pay: the amount, asset and recipient, 'Pay from wallet' and
   * the exchanges. Rejects with PayError (`reason`: PAY_DISABLED without `features.pay`, INVALID_AMOUNT,
   * INVALID_RECIPIENT, INVALID_ASSET, INVALID_CHAIN_NAMESPACE, INVALID_PAYMENT_CONFIG).
   * @example
   * await pay.open({ recipient: '0x…', amount: 10, paymentAsset: { network: 'eip155:8453',
   *   asset: '0x8335…2913', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } } })
   */
  open(request: PayRequest): Promise<void>
  /**
   * Pays from the connected wallet (switching it to the asset's network), or has the visitor connect
   * first and then pays (resolves undefined at once then). Resolves the result once the chain included it.
   */
  payWithWallet(): Promise<PayResult | undefined>
  /** Loads a page (0-based) of the exchanges into `pay.exchanges`; rejects with PayError UNABLE_TO_GET_EXCHANGES. */
  loadExchanges(page?: number): Promise<void>
  /**
   * Pays from an exchange without any wallet: opens its checkout page (in `popup`, a window opened in the
   * visitor's click, else a new tab) and follows the exchange's status and the chain; resolves the result.
   * Rejects with PayError ASSET_NOT_SUPPORTED when the exchange does not take the asset.
   */
  payWithExchange(exchangeId: string, popup?: Window | null): Promise<PayResult | undefined>
  /** Opens the exchange's checkout page again. */
  reopenExchange(): Promise<void>
  /** Leaves a failed (or any) payment and shows Pay again, to pay another way. */
  retry(): Promise<void>
  /** Stops waiting for the payment under way (its exchange is no longer followed). */
  cancel(): Promise<void>
  /** Where the payment stands ('idle' before any). */
  readonly status: PayStatus
  /** How the last payment ended: the hash, or why it failed; undefined while none has. */
  readonly result: PayResult | undefined
  /**
   * Calls `listener` each time a payment succeeds or fails; returns the unsubscribe function.
   * @example
   * pay.on('success', ({ hash }) => console.log('paid', hash))
   */
  on<E extends 'success' | 'failure'>(
    event: E,
    listener: (result: Extract<PayResult, { status: E }>) => void,
  ): () => void
}

/**
 * The Pay actions of an instance (the hosted kit's `pay()`), imported on their own like `swapActions`:
 * a page that never asks for a payment carries none of it, and the flow loads with import() on the
 * first call. Needs `features: { pay: true }`.
 *
 * @example
 * const pay = payActions(foyer)
 * pay.on('success', ({ hash }) => show(hash))
 * await pay.open({ recipient, amount: 10, paymentAsset: usdcOnBase })
 */
export function payActions(foyer: object): PayActions {
  const context = contextOf(foyer)
  const lazy = lazyFeature<Loaded, FoyerContext>(context, () => import('./index.js'))
  return {
    open: (request) => lazy.open(request),
    payWithWallet: () => lazy.payWithWallet(),
    loadExchanges: (page) => lazy.loadExchanges(page),
    payWithExchange: (id, popup) => lazy.payWithExchange(id, popup),
    reopenExchange: () => lazy.reopenExchange(),
    retry: () => lazy.retry(),
    cancel: () => lazy.cancel(),
    get status() {
      return context.store.getState().pay?.status ?? 'idle'
    },
    get result() {
      return context.store.getState().pay?.result
    },
    on: (event, listener) =>
      context.store.subscribe((state, previous) => {
        const result = state.pay?.result
        if (result && result !== previous.pay?.result && result.status === event)
          listener(result as Parameters<typeof listener>[0])
      }),
  }
}
