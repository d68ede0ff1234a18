import { MAX_SEARCH_RESULTS, WALLETS_PAGE_SIZE } from '../constants.js'
import { InvalidOptionError } from '../errors/errors.js'
import { cacheMap } from '../instance/caches.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { errorMessage } from '../messages/errorMessage.js'
import type { AllWalletsState, Wallet } from '../types/wallet.js'
import { fetchWallets } from './fetchWallets.js'
import { appendUnique } from './walletRules.js'

type Context = Pick<FoyerKernel, 'options' | 'store' | 'caches'>

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** Directory wallets met so far (featured, recommended, looked up), by id. */
    directoryWallets?: Map<string, Wallet>
    /** loadMoreWallets: the page on its way. */
    walletsPage?: Promise<void> | undefined
    /** searchWallets: the latest search, aborted by a newer one. */
    walletSearch?: AbortController | undefined
  }
}

const errorText = (error: unknown) => errorMessage(error, { id: 'somethingWentWrong' })

function patchAllWallets(context: Context, patch: Partial<AllWalletsState>) {
  context.store.setState({ allWallets: { ...context.store.getState().allWallets, ...patch } })
}

function directoryFilters(context: Context) {
  const { includeWalletIds, excludeWalletIds } = context.options
  return {
    ...(includeWalletIds?.length ? { include: includeWalletIds } : {}),
    ...(excludeWalletIds?.length ? { exclude: excludeWalletIds } : {}),
  }
}

/**
 * Loads the next page of 40 into `state.allWallets`; does nothing once every wallet is
 * loaded, and shares the request when called again while one is on its way. A failure lands in
 * `allWallets.error` (the user-facing text, by id); calling again retries that page.
 */
export function loadMoreWallets(context: Context): Promise<void> {
  const pending = context.caches.walletsPage
  if (pending) return pending
  const { allWallets } = context.store.getState()
  if (allWallets.count !== undefined && allWallets.wallets.length >= allWallets.count)
    return Promise.resolve()
  const page = allWallets.page + 1
  patchAllWallets(context, { loading: true, error: undefined })
  const request = fetchWallets(context, { page, entries: WALLETS_PAGE_SIZE, ...directoryFilters(context) })
    .then(
      (answer) => {
        const current = context.store.getState().allWallets
        // An empty page ends the list even when count says otherwise, so scrolling never loops.
        const wallets = appendUnique(current.wallets, answer.data)
        patchAllWallets(context, {
          wallets,
          count: answer.data.length === 0 ? wallets.length : answer.count,
          page,
          loading: false,
        })
      },
      (error: unknown) => patchAllWallets(context, { loading: false, error: errorText(error) }),
    )
    .finally(() => {
      if (context.caches.walletsPage === request) context.caches.walletsPage = undefined
    })
  context.caches.walletsPage = request
  return request
}

/**
 * Searches the directory by name (up to 100 results) into `state.allWallets.search`. An empty
 * query clears the search. A newer search cancels an older one, so results never arrive out of order.
 */
export async function searchWallets(context: Context, query: string): Promise<void> {
  if (typeof query !== 'string') throw new InvalidOptionError('searchWallets', 'takes a string')
  const trimmed = query.trim().slice(0, 100)
  context.caches.walletSearch?.abort()
  const setSearch = (patch: Partial<AllWalletsState['search']>) =>
    patchAllWallets(context, { search: { ...context.store.getState().allWallets.search, ...patch } })
  if (trimmed === '') {
    context.caches.walletSearch = undefined
    setSearch({ query: '', wallets: [], loading: false, error: undefined })
    return
  }
  const controller = new AbortController()
  context.caches.walletSearch = controller
  setSearch({ query: trimmed, loading: true, error: undefined })
  try {
    const answer = await fetchWallets(
      context,
      { search: trimmed, entries: MAX_SEARCH_RESULTS, ...directoryFilters(context) },
      controller.signal,
    )
    if (controller.signal.aborted) return
    setSearch({ wallets: answer.data, loading: false })
  } catch (error) {
    if (controller.signal.aborted) return
    setSearch({ wallets: [], loading: false, error: errorText(error) })
  }
}

/**
 * A directory wallet by id: from the wallets already loaded (pages, search, groups), else fetched.
 * Undefined when the directory does not know it.
 */
export async function getWallet(context: Context, walletId: string): Promise<Wallet | undefined> {
  if (typeof walletId !== 'string' || walletId === '')
    throw new InvalidOptionError('getWallet', 'takes a wallet id')
  const { allWallets } = context.store.getState()
  const known =
    context.caches.directoryWallets?.get(walletId) ??
    allWallets.wallets.find((w) => w.id === walletId) ??
    allWallets.search.wallets.find((w) => w.id === walletId)
  if (known) return known
  const answer = await fetchWallets(context, { include: [walletId], entries: 1 })
  const wallet = answer.data.find((w) => w.id === walletId)
  if (wallet) cacheMap(context.caches, 'directoryWallets').set(wallet.id, wallet)
  return wallet
}
