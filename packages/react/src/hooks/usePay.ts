import { type PayActions, type PayRequest, type PayResult, type PayStatus, payActions } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyerInstance } from './useFoyerContext.js'
import { useFoyerSelector } from './useFoyerSelector.js'

export interface UsePayReturnType {
  /**
   * Checks the request and opens the modal on Pay; rejects with PayError (`reason`: PAY_DISABLED,
   * INVALID_AMOUNT, INVALID_RECIPIENT, ...). The Pay code loads with this first call.
   */
  pay(request: PayRequest): Promise<void>
  /** Where the payment stands: 'idle' (none, or Pay open), 'awaitingWallet', 'awaitingExchange', 'confirming', 'success', 'failure', ... */
  status: PayStatus
  /** How the last payment ended: `{ status: 'success', hash }` or `{ status: 'failure', reason, message }`. */
  result: PayResult | undefined
  /** Every Pay action (payWithWallet, payWithExchange, retry, on('success'), ...). */
  actions: PayActions
}

/**
 * Asks the visitor for a payment (the hosted kit's Pay) and follows it; needs `features: { pay: true }`.
 * Re-renders when the status or result changes.
 *
 * @example
 * ```tsx
 * import type { PaymentAsset } from '@foyer/core'
 * import { usePay } from '@foyer/react'
 *
 * const usdcOnBase: PaymentAsset = {
 *   network: 'eip155:8453',
 *   asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *   metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
 * }
 *
 * function PayButton({ recipient }: { recipient: string }) {
 *   const { pay, status, result } = usePay()
 *   if (result?.status === 'success') return <p>Paid: {result.hash}</p>
 *   return (
 *     <button
 *       type="button"
 *       disabled={status !== 'idle'}
 *       onClick={() => void pay({ recipient, amount: 10, paymentAsset: usdcOnBase }).catch(() => {})}
 *     >
 *       Pay 10 USDC
 *     </button>
 *   )
 * }
 * ```
 */
export function usePay(): UsePayReturnType {
  const foyer = useFoyerInstance()
  const actions = useMemo(() => payActions(foyer), [foyer])
  const status = useFoyerSelector((state) => state.pay?.status ?? 'idle')
  const result = useFoyerSelector((state) => state.pay?.result)
  return { pay: actions.open, status, result, actions }
}
