import type { FoyerKernel } from '../instance/kernel.js'
import type { FoyerMessage } from '../messages/types.js'
import { formatAmount, parseAmount } from '../send/amount.js'
import { activeAccount } from '../send/sendContext.js'
import { SWAP_PROVIDER_FEE } from './constants.js'
import { fetchQuote } from './service.js'
import { swapStateOf } from './state.js'
import type { SwapState, SwapToken } from './types.js'

export const patchSwap = (context: FoyerKernel, next: Partial<SwapState>) =>
  context.store.setState({ swap: { ...swapStateOf(context), ...next } })

/** Whole units with at most 6 decimals, truncated, as the target amount shows. */
const sixDecimals = (value: bigint, decimals: number) => {
  const [whole, fraction = ''] = formatAmount(value, decimals).split('.')
  const cut = fraction.slice(0, 6).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : (whole as string)
}

/** 'Insufficient balance' when the amount is more than the source token's balance, else nothing. */
function balanceError(
  sourceToken: SwapToken | undefined,
  amount: bigint | undefined,
): FoyerMessage | undefined {
  if (!sourceToken || !amount) return undefined
  const balance = parseAmount(sourceToken.balance, sourceToken.decimals) ?? 0n
  return amount > balance ? { id: 'insufficientBalance' } : undefined
}

/** After new balances: the balance check of the amount in the form, without a new quote. */
export function recheckBalance(context: FoyerKernel): void {
  const { sourceToken, sourceTokenAmount, inputError, loadingQuote } = swapStateOf(context)
  if (!sourceToken || loadingQuote) return
  const short = balanceError(sourceToken, parseAmount(sourceTokenAmount, sourceToken.decimals))
  if (short && inputError === undefined) patchSwap(context, { inputError: short })
  if (!short && inputError?.id === 'insufficientBalance') patchSwap(context, { inputError: undefined })
}

/**
 * Asks for a quote of the form's amount; fills the target amount, price impact, slippage and fee. An
 * amount above the balance says 'Insufficient balance' at once and whatever the quote says; a service
 * failure says 'Failed to fetch swap quote' (once, not the bare HTTP status).
 */
export async function quote(context: FoyerKernel): Promise<void> {
  const state = swapStateOf(context)
  const { sourceToken, toToken, sourceTokenAmount } = state
  // Only the latest quote is wanted: a newer amount, token or network makes an older answer stale.
  const ticket = (context.caches.swapQuote ?? 0) + 1
  context.caches.swapQuote = ticket
  const amount = sourceToken ? parseAmount(sourceTokenAmount, sourceToken.decimals) : undefined
  const short = balanceError(sourceToken, amount)
  const reset = {
    priceImpact: undefined,
    priceImpactAccepted: false,
    maxSlippage: undefined,
    providerFee: undefined,
  }
  if (!sourceToken || !toToken || !amount) {
    patchSwap(context, { ...reset, toTokenAmount: '', loadingQuote: false, inputError: short })
    return
  }
  patchSwap(context, { ...reset, loadingQuote: true, inputError: short })
  const account = activeAccount(context.store.getState(), context)
  let toAmount: string | undefined
  try {
    if (!account) throw new Error('no account')
    toAmount = await fetchQuote(context, {
      amount: amount.toString(),
      userAddress: `${account.network.caipNetworkId}:${account.address}`,
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: '0',
    })
  } catch {
    if (context.caches.swapQuote !== ticket) return
    patchSwap(context, {
      loadingQuote: false,
      toTokenAmount: '',
      inputError: short ?? { id: 'swapQuoteFailed' },
    })
    return
  }
  if (context.caches.swapQuote !== ticket) return
  if (!toAmount) {
    patchSwap(context, {
      loadingQuote: false,
      toTokenAmount: '',
      inputError: short ?? { id: 'incorrectAmount' },
    })
    // 'Incorrect amount / Please enter a valid amount'.
    if (!short) void context.showSnackbar('error', { id: 'swapInvalidAmount' })
    return
  }
  const received = BigInt(toAmount)
  const paidUsd = Number(formatAmount(amount, sourceToken.decimals)) * sourceToken.price
  const receivedUsd = Number(formatAmount(received, toToken.decimals)) * toToken.price
  const minimum = (received * BigInt(10_000 - Math.round(state.slippage * 100))) / 10_000n
  patchSwap(context, {
    loadingQuote: false,
    toTokenAmount: sixDecimals(received, toToken.decimals),
    inputError: short,
    priceImpact:
      paidUsd > 0 && toToken.price > 0 ? Math.max(0, (1 - receivedUsd / paidUsd) * 100) : undefined,
    maxSlippage: sixDecimals(minimum, toToken.decimals),
    providerFee: sixDecimals(
      (amount * BigInt(Math.round(SWAP_PROVIDER_FEE * 10_000))) / 10_000n,
      sourceToken.decimals,
    ),
  })
}
