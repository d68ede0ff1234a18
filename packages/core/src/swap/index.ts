/**
 * The Swap flow, loaded with import() when the visitor opens Swap: tokens and prices from the
 * convert API, quotes as the amount changes, then the allowance, an approval when needed and the swap,
 * each sent by the wallet through the adapter's sendTransaction.
 */
// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'
import { AdapterNotFoundError } from '../errors/connectionErrors.js'
import { InvalidOptionError } from '../errors/errors.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { currentRoute, goBackRoute, resetRoute } from '../router/router.js'
import { formatAmount, parseAmount } from '../send/amount.js'
import { activeAccount } from '../send/sendContext.js'
import { SWAP_GAS_LIMIT } from './constants.js'
import { isNativeToken as isNative, swapAccountKey, withHoldings } from './holdings.js'
import { priceImpactLevel } from './priceImpact.js'
import { patchSwap, quote, recheckBalance } from './quote.js'
import { fetchAllowance, fetchGasPrice, fetchSwapTokens } from './service.js'
import { emptySwapState, swapStateOf } from './state.js'
import { sendSwap } from './submit.js'
import type { SwapToken } from './types.js'
import { watchSwap } from './watch.js'

export { patchSwap }

/** What Max leaves of the native currency for the network fee (0.01 of it). */
const NATIVE_RESERVE_DIVISOR = 100n

/** The account, its network and adapter, or InvalidOptionError. */
export function swapAccount(context: FoyerKernel) {
  const account = activeAccount(context.store.getState(), context)
  if (!account) throw new InvalidOptionError('swap', 'needs a connected account')
  return {
    ...account,
    caip10: `${account.network.caipNetworkId}:${account.address}`,
    key: swapAccountKey(account.network.caipNetworkId, account.address),
  }
}

/**
 * Loads tokens, prices, the account's balances and the gas price; preselects the native currency. The
 * form of another network or account is not carried over: its tokens do not trade here.
 */
export async function initializeSwap(context: FoyerKernel): Promise<void> {
  const account = swapAccount(context)
  const chainId = account.network.caipNetworkId
  watchSwap(context, () => recheckBalance(context))
  const previous = swapStateOf(context)
  const current = previous.account === account.key ? previous : emptySwapState()
  patchSwap(context, { ...current, account: account.key, status: 'loading', error: undefined })
  try {
    const portfolio = await import('../portfolio/index.js')
    const [tokens, gasPrice] = await Promise.all([
      fetchSwapTokens(context, chainId),
      fetchGasPrice(context, chainId),
      portfolio.fetchBalances(context, account.address, chainId),
    ])
    // The network or account changed while this loaded: the watch cleared the form, this answer is stale.
    if (swapStateOf(context).account !== account.key) return
    const { balances } = context.store.getState()
    const holdings = balances.account === account.key ? balances.items : []
    const withBalance = withHoldings(
      tokens.map((token) => ({ ...token, price: token.price ?? 0 })),
      holdings,
    )
    // The account's holdings first (most valuable first), then the rest in the service's order.
    const value = (token: SwapToken) => Number(token.balance) * token.price
    const ordered = [...withBalance].sort((a, b) => value(b) - value(a))
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
    await quote(context)
  } catch (error) {
    if (swapStateOf(context).account !== account.key) return
    patchSwap(context, { status: 'error', error: { id: 'swapInitFailed' } })
    void context.showSnackbar('error', { id: 'swapInitFailed' })
    // The flow goes back.
    const { router } = context.store.getState()
    if (currentRoute(router)?.view === 'Swap') context.store.setState({ router: goBackRoute(router) })
    throw error
  }
}

export async function setSwapToken(
  context: FoyerKernel,
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

export async function setSwapAmount(context: FoyerKernel, amount: string): Promise<void> {
  patchSwap(context, { sourceTokenAmount: amount, step: 'idle', error: undefined })
  await quote(context)
}

export const setSwapSourceToken = (context: FoyerKernel, address: string) =>
  setSwapToken(context, 'sourceToken', address)
export const setSwapToToken = (context: FoyerKernel, address: string) =>
  setSwapToken(context, 'toToken', address)

export async function switchSwapTokens(context: FoyerKernel): Promise<void> {
  const { sourceToken, toToken } = swapStateOf(context)
  patchSwap(context, { sourceToken: toToken, toToken: sourceToken, toTokenAmount: '' })
  await quote(context)
}

export async function setSwapMax(context: FoyerKernel): Promise<void> {
  const { sourceToken } = swapStateOf(context)
  if (!sourceToken) return
  const balance = parseAmount(sourceToken.balance, sourceToken.decimals) ?? 0n
  const max = isNative(sourceToken) ? balance - balance / NATIVE_RESERVE_DIVISOR : balance
  await setSwapAmount(context, formatAmount(max > 0n ? max : 0n, sourceToken.decimals))
}

export async function resetSwap(context: FoyerKernel): Promise<void> {
  const { tokens, status, account } = swapStateOf(context)
  context.caches.swapQuote = (context.caches.swapQuote ?? 0) + 1
  patchSwap(context, { ...emptySwapState(), account, tokens, status, sourceToken: tokens.find(isNative) })
}

/** The visitor's second confirmation of a price impact past 15 %, for the quote in the form. */
export async function acceptSwapPriceImpact(context: FoyerKernel): Promise<void> {
  patchSwap(context, { priceImpactAccepted: true })
}

/** Sends the swap (an approval first when the allowance is short); resolves the swap's hash. */
export async function submitSwap(context: FoyerKernel): Promise<string> {
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
  if (priceImpactLevel(state.priceImpact) === 'severe' && !state.priceImpactAccepted)
    throw new InvalidOptionError('swap', 'needs the price impact accepted first (acceptPriceImpact)')
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
  // Every figure of the account afresh: the header's balance, the Tokens tab (and through it the Swap
  // form's balances and Max), the Activity tab.
  context.caches.balances?.delete(account.key)
  const portfolio = await import('../portfolio/index.js')
  const chainId = account.network.caipNetworkId
  await Promise.allSettled([
    portfolio.fetchBalances(context, account.address, chainId, { force: true }),
    portfolio.fetchHistory(context, account.address, chainId),
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
  acceptPriceImpact: acceptSwapPriceImpact,
}
