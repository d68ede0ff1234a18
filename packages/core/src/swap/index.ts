/**
 * The Swap flow (§4), loaded with import() when the visitor opens Swap: tokens and prices from the
 * convert API, quotes as the amount changes, then the allowance, an approval when needed and the swap,
 * each sent by the wallet through the adapter's sendTransaction.
 */
import { AdapterNotFoundError, InvalidOptionError } from '../errors/errors.js'
import type { FoyerContext } from '../instance/context.js'
import { errorMessage } from '../messages/errorMessage.js'
import { currentRoute, goBackRoute, resetRoute } from '../router/router.js'
import { formatAmount, parseAmount } from '../send/amount.js'
import { activeAccount } from '../send/sendContext.js'
import { SWAP_GAS_LIMIT, SWAP_PROVIDER_FEE } from './constants.js'
import { fetchAllowance, fetchGasPrice, fetchQuote, fetchSwapTokens } from './service.js'
import { emptySwapState, swapStateOf } from './state.js'
import { sendSwap } from './submit.js'
import type { SwapState, SwapToken } from './types.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** What Max leaves of the native currency for the network fee (0.01 of it). */
const NATIVE_RESERVE_DIVISOR = 100n

export const patchSwap = (context: FoyerContext, next: Partial<SwapState>) =>
  context.store.setState({ swap: { ...swapStateOf(context), ...next } })

/** The account, its network and adapter, or InvalidOptionError. */
export function swapAccount(context: FoyerContext) {
  const account = activeAccount(context.store.getState(), context)
  if (!account) throw new InvalidOptionError('swap', 'needs a connected account')
  return { ...account, caip10: `${account.network.caipNetworkId}:${account.address}` }
}

const isNative = (token: SwapToken) => token.address.toLowerCase().endsWith(NATIVE)
/** Whole units with at most 6 decimals, as the target amount shows (§4). */
const sixDecimals = (value: bigint, decimals: number) => {
  const [whole, fraction = ''] = formatAmount(value, decimals).split('.')
  const cut = fraction.slice(0, 6).replace(/0+$/, '')
  return cut ? `${whole}.${cut}` : (whole as string)
}

/** Loads tokens, prices, the account's balances and the gas price; preselects the native currency. */
export async function initializeSwap(context: FoyerContext): Promise<void> {
  const account = swapAccount(context)
  const chainId = account.network.caipNetworkId
  patchSwap(context, { status: 'loading', error: undefined })
  try {
    const portfolio = await import('../portfolio/index.js')
    const [tokens, gasPrice] = await Promise.all([
      fetchSwapTokens(context, chainId),
      fetchGasPrice(context, chainId),
      portfolio.fetchBalances(context, account.address, chainId),
    ])
    const holdings = context.store.getState().balances.items
    const withBalance = tokens.map((token): SwapToken => {
      const native = token.address.toLowerCase().endsWith(NATIVE)
      const held = holdings.find((item) =>
        native ? item.address === undefined : item.address?.toLowerCase() === token.address.toLowerCase(),
      )
      return { ...token, price: token.price ?? 0, balance: held?.quantity.numeric ?? '0' }
    })
    // The account's holdings first (most valuable first), then the rest in the service's order.
    const value = (token: SwapToken) => Number(token.balance) * token.price
    const ordered = [...withBalance].sort((a, b) => value(b) - value(a))
    const current = swapStateOf(context)
    const sourceToken =
      ordered.find((t) => t.address === current.sourceToken?.address) ?? ordered.find(isNative) ?? ordered[0]
    const toToken = ordered.find((t) => t.address === current.toToken?.address && t !== sourceToken)
    const nativePrice = ordered.find(isNative)?.price ?? 0
    patchSwap(context, {
      status: 'ready',
      tokens: ordered,
      sourceToken,
      toToken,
      gasPriceInUSD: (Number(gasPrice * SWAP_GAS_LIMIT) / 1e18) * nativePrice,
    })
    if (current.sourceTokenAmount) await quote(context)
  } catch (error) {
    patchSwap(context, { status: 'error', error: { id: 'swapInitFailed' } })
    void context.showSnackbar('error', { id: 'swapInitFailed' })
    // §8: the flow goes back.
    const { router } = context.store.getState()
    if (currentRoute(router)?.view === 'Swap') context.store.setState({ router: goBackRoute(router) })
    throw error
  }
}

export async function setSwapToken(
  context: FoyerContext,
  side: 'sourceToken' | 'toToken',
  address: string,
): Promise<void> {
  const state = swapStateOf(context)
  const token = state.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
  if (!token) throw new InvalidOptionError(`swap.${side}`, 'is not a token the swap service trades')
  const other = side === 'sourceToken' ? 'toToken' : 'sourceToken'
  // Picking the other side's token swaps the two, as the hosted kit does.
  const otherToken = state[other]?.address === token.address ? state[side] : state[other]
  patchSwap(context, { [side]: token, [other]: otherToken, toTokenAmount: '' })
  await quote(context)
}

export async function setSwapAmount(context: FoyerContext, amount: string): Promise<void> {
  patchSwap(context, { sourceTokenAmount: amount, step: 'idle', error: undefined })
  await quote(context)
}

export const setSwapSourceToken = (context: FoyerContext, address: string) =>
  setSwapToken(context, 'sourceToken', address)
export const setSwapToToken = (context: FoyerContext, address: string) =>
  setSwapToken(context, 'toToken', address)

export async function switchSwapTokens(context: FoyerContext): Promise<void> {
  const { sourceToken, toToken } = swapStateOf(context)
  patchSwap(context, { sourceToken: toToken, toToken: sourceToken, toTokenAmount: '' })
  await quote(context)
}

export async function setSwapMax(context: FoyerContext): Promise<void> {
  const { sourceToken } = swapStateOf(context)
  if (!sourceToken) return
  const balance = parseAmount(sourceToken.balance, sourceToken.decimals) ?? 0n
  const max = isNative(sourceToken) ? balance - balance / NATIVE_RESERVE_DIVISOR : balance
  await setSwapAmount(context, formatAmount(max > 0n ? max : 0n, sourceToken.decimals))
}

export async function resetSwap(context: FoyerContext): Promise<void> {
  const { tokens, status } = swapStateOf(context)
  patchSwap(context, { ...emptySwapState(), tokens, status, sourceToken: tokens.find(isNative) })
}

/** Asks for a quote of the form's amount; fills the target amount, price impact, slippage and fee. */
async function quote(context: FoyerContext): Promise<void> {
  const state = swapStateOf(context)
  const { sourceToken, toToken, sourceTokenAmount } = state
  // Only the latest quote is wanted: a newer amount or token makes an older answer stale.
  const ticket = (context.caches.swapQuote ?? 0) + 1
  context.caches.swapQuote = ticket
  const amount = sourceToken ? parseAmount(sourceTokenAmount, sourceToken.decimals) : undefined
  if (!sourceToken || !toToken || !amount) {
    patchSwap(context, {
      toTokenAmount: '',
      loadingQuote: false,
      inputError: undefined,
      priceImpact: undefined,
    })
    return
  }
  const balance = parseAmount(sourceToken.balance, sourceToken.decimals) ?? 0n
  patchSwap(context, { loadingQuote: true })
  let toAmount: string | undefined
  try {
    const account = swapAccount(context)
    toAmount = await fetchQuote(context, {
      amount: amount.toString(),
      userAddress: account.caip10,
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: '0',
    })
  } catch (error) {
    if (context.caches.swapQuote !== ticket) return
    const message = errorMessage(error, { id: 'incorrectAmount' })
    patchSwap(context, { loadingQuote: false, toTokenAmount: '', inputError: message })
    return
  }
  if (context.caches.swapQuote !== ticket) return
  if (!toAmount) {
    patchSwap(context, { loadingQuote: false, toTokenAmount: '', inputError: { id: 'incorrectAmount' } })
    // §5: 'Incorrect amount / Please enter a valid amount'.
    void context.showSnackbar('error', { id: 'swapInvalidAmount' })
    return
  }
  const received = BigInt(toAmount)
  const paidUsd = Number(formatAmount(amount, sourceToken.decimals)) * sourceToken.price
  const receivedUsd = Number(formatAmount(received, toToken.decimals)) * toToken.price
  const minimum = (received * BigInt(10_000 - Math.round(state.slippage * 100))) / 10_000n
  patchSwap(context, {
    loadingQuote: false,
    toTokenAmount: sixDecimals(received, toToken.decimals),
    inputError: amount > balance ? { id: 'insufficientBalance' } : undefined,
    priceImpact: paidUsd > 0 ? Math.max(0, (1 - receivedUsd / paidUsd) * 100) : undefined,
    maxSlippage: sixDecimals(minimum, toToken.decimals),
    providerFee: sixDecimals(
      (amount * BigInt(Math.round(SWAP_PROVIDER_FEE * 10_000))) / 10_000n,
      sourceToken.decimals,
    ),
  })
}

/** Sends the swap (an approval first when the allowance is short); resolves the swap's hash. */
export async function submitSwap(context: FoyerContext): Promise<string> {
  const state = swapStateOf(context)
  const { sourceToken, toToken, sourceTokenAmount, inputError, step } = state
  if (step === 'approving' || step === 'swapping')
    throw new InvalidOptionError('swap', 'is already under way')
  const amount = sourceToken ? parseAmount(sourceTokenAmount, sourceToken.decimals) : undefined
  if (!sourceToken || !toToken || !amount || inputError)
    throw new InvalidOptionError(
      'swap',
      inputError ? `has an input error (${inputError.id})` : 'needs two tokens and an amount',
    )
  const account = swapAccount(context)
  if (!account.adapter.sendTransaction)
    throw new AdapterNotFoundError({ details: 'The adapter cannot send calls' })
  const hash = await sendSwap(context, { account, sourceToken, toToken, amount, allowanceOf: fetchAllowance })
  const summary = {
    id: 'swapSwapped',
    params: {
      amount: sourceTokenAmount,
      from: sourceToken.symbol,
      received: state.toTokenAmount,
      to: toToken.symbol,
    },
  } as const
  await resetSwap(context)
  patchSwap(context, { step: 'success', hash })
  void context.showSnackbar('success', summary)
  context.store.setState({ router: resetRoute({ view: 'Account' }) })
  const key = `${account.network.caipNetworkId}:${account.address.toLowerCase()}`
  context.balanceCache.delete(key)
  const portfolio = await import('../portfolio/index.js')
  await Promise.allSettled([
    portfolio.fetchBalances(context, account.address, account.network.caipNetworkId, { force: true }),
    context.refreshAccount(),
  ])
  return hash
}

/** `foyer.swap`'s methods (swap/actions.ts), each taking the instance's context first. */
export const actions = {
  initialize: initializeSwap,
  setSourceToken: setSwapSourceToken,
  setToToken: setSwapToToken,
  setAmount: setSwapAmount,
  switchTokens: switchSwapTokens,
  setMax: setSwapMax,
  submit: submitSwap,
  reset: resetSwap,
}
