import { type balanceQuerySchema, balanceResponseSchema } from '@foyer/wire'
import { apiGet } from '../api/request.js'
import type { WireQuery } from '../api/wireQuery.js'
import { BALANCE_CACHE_MS } from '../constants.js'
import { cacheMap } from '../instance/caches.js'
import type { FoyerMessage } from '../messages/types.js'
import type { BalancesState, TokenBalance } from '../types/portfolio.js'
import { blockchainApi, errorText, type PortfolioContext } from './blockchainContext.js'
import { visibleBalances, withoutDecimals } from './filters.js'
import { parseAccountParameters } from './parameters.js'
import { syncAccountBalance } from './syncAccountBalance.js'

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** fetchBalances: token balances per `caipNetworkId:address`, the answer or the failure text, with its time. */
    portfolio?: Map<
      string,
      {
        at: number
        items?: readonly TokenBalance[]
        hidden?: readonly string[]
        error?: FoyerMessage
        dropped?: number
      }
    >
    /** fetchBalances: the request on its way per `caipNetworkId:address`, shared by concurrent calls. */
    balanceRequests?: Map<string, Promise<void>>
  }
}

function patchBalances(context: PortfolioContext, patch: Partial<BalancesState>) {
  context.store.setState({ balances: { ...context.store.getState().balances, ...patch } })
}

/** The account's native currency from the chain (the adapter), as a holding; undefined when unavailable. */
async function nativeBalance(
  context: PortfolioContext,
  address: string,
  caipNetworkId: string,
): Promise<TokenBalance | undefined> {
  const network = context.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
  const adapter = network && context.adapters?.get(network.chainNamespace)
  if (!network || !adapter?.getBalance) return undefined
  try {
    const { balance, symbol } = await adapter.getBalance({ address, network })
    return {
      name: network.nativeCurrency.name,
      symbol,
      chainId: caipNetworkId,
      // No price without the service: 0 means unknown, and no USD figure shows.
      value: 0,
      price: 0,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: balance },
      iconUrl: '',
    }
  } catch {
    return undefined
  }
}

/**
 * Loads the account's token balances on one chain (`GET /v1/account/{address}/balance`) into
 * `state.balances`. An answer is reused for 30 s, and after a failure no new request goes out
 * for 30 s either; the failure lands in `balances.error`, and the items hold the native balance
 * read from the chain through the adapter, so the native currency stays sendable without the
 * service. A holding that cannot be read is left out and counted in `balances.dropped`; the others
 * show. Concurrent calls share one request.
 * `force` skips the cache and asks the service for fresh figures (`forceUpdate`), e.g. after a send.
 * Throws InvalidOptionError for bad parameters only.
 */
export function fetchBalances(
  context: PortfolioContext,
  address: string,
  caipNetworkId: string,
  options: { force?: boolean | undefined } = {},
  now: () => number = Date.now,
): Promise<void> {
  const parameters = parseAccountParameters('fetchBalances', { address, caipNetworkId })
  const account = `${parameters.caipNetworkId}:${parameters.address.toLowerCase()}`
  const force = options.force === true
  const cached = context.caches.portfolio?.get(account)
  if (!force && cached && now() - cached.at < BALANCE_CACHE_MS) {
    patchBalances(context, {
      account,
      loading: false,
      items: cached.items ?? [],
      hidden: cached.hidden,
      error: cached.error,
      fetchedAt: cached.items ? cached.at : undefined,
      dropped: cached.dropped,
    })
    return Promise.resolve()
  }
  context.caches.balanceRequests ??= new Map()
  const requests = context.caches.balanceRequests
  const pending = requests.get(account)
  // A forced refresh (after a send) must not reuse an answer read before the transaction.
  if (pending && !force) return pending
  const previous = context.store.getState().balances
  patchBalances(context, {
    account,
    loading: true,
    error: undefined,
    // Another account's tokens must never show under this one.
    ...(previous.account === account
      ? {}
      : { items: [], hidden: undefined, fetchedAt: undefined, dropped: undefined }),
  })
  const request = apiGet(
    blockchainApi(context),
    `/v1/account/${parameters.address}/balance`,
    {
      currency: 'usd',
      chainId: parameters.caipNetworkId,
      forceUpdate: force ? String(now()) : undefined,
    } satisfies WireQuery<typeof balanceQuerySchema>,
    balanceResponseSchema,
  )
    .then(
      (answer) => {
        // An older request finishing after a forced one must not overwrite its fresher answer.
        if (requests.get(account) !== request) return
        const items = visibleBalances(answer.balances, parameters.caipNetworkId)
        const hidden = withoutDecimals(answer.balances, parameters.caipNetworkId)
        const at = now()
        const { dropped } = answer
        const portfolio = cacheMap(context.caches, 'portfolio')
        portfolio.set(account, {
          at,
          items,
          hidden,
          ...(dropped ? { dropped } : {}),
        })
        syncAccountBalance(context, parameters.address, parameters.caipNetworkId, items, at, dropped)
        if (context.store.getState().balances.account !== account) return
        patchBalances(context, { items, hidden, loading: false, error: undefined, fetchedAt: at, dropped })
      },
      async (error: unknown) => {
        if (requests.get(account) !== request || context.signal.aborted) return
        // The native currency needs no service: its balance comes from the chain, so it stays
        // sendable while the balance service is down. `error` still says the service failed.
        const native = await nativeBalance(context, parameters.address, parameters.caipNetworkId)
        if (requests.get(account) !== request) return
        const items = native ? [native] : undefined
        const portfolio = cacheMap(context.caches, 'portfolio')
        portfolio.set(account, {
          at: now(),
          error: errorText(error),
          ...(items ? { items } : {}),
        })
        if (context.store.getState().balances.account !== account) return
        patchBalances(context, {
          loading: false,
          error: errorText(error),
          items: items ?? [],
          hidden: undefined,
          dropped: undefined,
        })
      },
    )
    .finally(() => {
      if (requests.get(account) === request) requests.delete(account)
    })
  requests.set(account, request)
  return request
}
