import type { FoyerMessage } from '../messages/types.js'
import type { CaipNetworkId } from '../types/network.js'

declare module '../store/types.js' {
  interface FoyerState {
    /** A payment the app asked for (`payActions(foyer).open`); absent until Pay is first used. */
    pay?: PayState | undefined
  }
}

/** The token asked for, as the hosted kit describes it: its network, contract (or 'native') and metadata. */
export interface PaymentAsset {
  /** CAIP-2 network id: `eip155:8453`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  network: CaipNetworkId
  /** 'native' for the network's currency, else the token's contract (EVM) or mint (Solana). */
  asset: 'native' | (string & {})
  metadata: { name: string; symbol: string; decimals: number }
}

/**
 * A payment the app asks for: `amount` (whole units, '10' or 10) of `paymentAsset` to `recipient`
 * (an address of the asset's network).
 *
 * @example
 * { recipient: '0x…', amount: 10, paymentAsset: { network: 'eip155:8453', asset: '0x8335…2913',
 *   metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } } }
 */
export interface PayRequest {
  recipient: string
  amount: number | string
  paymentAsset: PaymentAsset
  /** Open the exchange's page in a new tab (default true), else in this one. */
  openInNewTab?: boolean | undefined
}

/** An exchange the visitor can pay from (`reown_getExchanges`). */
export interface PayExchange {
  id: string
  name: string
  imageUrl: string
}

/**
 * Where a payment stands: the Pay view is open (`idle`), waiting for a wallet to connect, for the
 * wallet to send, for the exchange, for the chain to include the exchange's transaction; then done.
 */
export type PayStatus =
  | 'idle'
  | 'connecting'
  | 'awaitingWallet'
  | 'awaitingExchange'
  | 'confirming'
  | 'success'
  | 'failure'

/** How the payment ended: the transaction's hash, or why it failed (a text id, and the error's reason). */
export type PayResult =
  | { status: 'success'; hash: string; network: CaipNetworkId; via: 'wallet' | 'exchange' }
  | { status: 'failure'; reason: PayErrorReason; message: FoyerMessage }

/** The payment under way: from the wallet, or from an exchange with its session and checkout page. */
export type PayPayment =
  | { type: 'wallet' }
  | {
      type: 'exchange'
      exchangeId: string
      exchangeName: string
      sessionId: string
      url: string
      /** The exchange's status as it last said it (`UNKNOWN`, `IN_PROGRESS`, `SUCCESS`, `FAILED`). */
      exchangeStatus: string
      /** The browser blocked the window: the view offers the link instead. */
      blocked: boolean
      /** The exchange's transaction, once it named one. */
      hash?: string | undefined
    }

/** `state.pay`: absent until a payment was first opened. */
export interface PayState {
  /** The request as the app made it, the amount as a plain decimal string. */
  request: { recipient: string; amount: string; paymentAsset: PaymentAsset; openInNewTab: boolean }
  exchanges: {
    status: 'idle' | 'loading' | 'ready' | 'error'
    items: readonly PayExchange[]
    total: number
    error?: FoyerMessage | undefined
  }
  status: PayStatus
  payment?: PayPayment | undefined
  result?: PayResult | undefined
  /** Why the exchange picked last could not start (an asset it does not take, a service down). */
  error?: FoyerMessage | undefined
  /** The exchange the visitor picked, while its checkout page is being asked for. */
  pendingExchangeId?: string | undefined
}

/**
 * Why a payment failed, with the hosted kit's names: a request the app got wrong, an exchange that does
 * not take the asset, a service that did not answer, a wallet or exchange that did not pay.
 */
export type PayErrorReason =
  | 'PAY_DISABLED'
  | 'INVALID_PAYMENT_CONFIG'
  | 'INVALID_RECIPIENT'
  | 'INVALID_ASSET'
  | 'INVALID_AMOUNT'
  | 'INVALID_CHAIN_NAMESPACE'
  | 'ASSET_NOT_SUPPORTED'
  | 'UNABLE_TO_GET_EXCHANGES'
  | 'UNABLE_TO_GET_PAY_URL'
  | 'UNABLE_TO_GET_BUY_STATUS'
  | 'EXCHANGE_FAILED'
  | 'TRANSACTION_FAILED'
  | 'GENERIC_PAYMENT_ERROR'
