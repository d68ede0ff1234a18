import { MAX_DIRECTORY_GROUP_WALLETS } from '../constants.js'
import { cacheMap } from '../instance/caches.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { errorMessage } from '../messages/errorMessage.js'
import type { Wallet } from '../types/wallet.js'
import { fetchWallets, isDirectoryId } from './fetchWallets.js'
import { isWalletExcluded, walletToConnector } from './walletRules.js'

type Context = Pick<FoyerKernel, 'options' | 'store' | 'caches'>

declare module '../instance/caches.js' {
  interface InstanceCaches {
    /** The groups' load in flight (loadDirectoryGroups). */
    directoryLoad?: Promise<void> | undefined
  }
}

/**
 * Fills the Connect view's featured and recommended groups from the directory: featured
 * are featuredWalletIds in their order, recommended the first wallets by directory order that are
 * neither installed, excluded, featured nor recent; at most 4 each. A failure keeps what loaded,
 * and its text lands in `walletDirectoryStatus.error` (the fetch layer has shown the alert of a
 * 401/403); calling again retries.
 */
export function loadDirectoryGroups(context: Context): Promise<void> {
  // One load at a time: the first open asks through the instance's import of the connection code and
  // through the modal's (provideConnectionCode), whichever brings the code first; the second joins.
  context.caches.directoryLoad ??= loadGroups(context)
  return context.caches.directoryLoad
}

async function loadGroups(context: Context): Promise<void> {
  const { featuredWalletIds = [], includeWalletIds = [], excludeWalletIds = [] } = context.options
  const installedRdns = new Set(
    context.store
      .getState()
      .connectors.filter((c) => c.type === 'ANNOUNCED' && c.info?.rdns)
      .map((c) => c.info?.rdns),
  )
  const remember = (wallets: readonly Wallet[]) => {
    for (const wallet of wallets) cacheMap(context.caches, 'directoryWallets').set(wallet.id, wallet)
  }
  const featuredIds = featuredWalletIds.filter(isDirectoryId)
  const recentIds = context.store.getState().recentWalletIds
  context.store.setState({ walletDirectoryStatus: { loading: true, error: undefined } })
  let failure: unknown
  const failed = (error: unknown) => {
    failure ??= error
    return undefined
  }
  const [featuredPage, recommendedPage] = await Promise.all([
    featuredIds.length
      ? fetchWallets(context, { include: featuredIds, entries: Math.min(featuredIds.length, 100) }).catch(
          failed,
        )
      : undefined,
    fetchWallets(context, {
      // A few more than shown, since installed, excluded and featured ones are dropped.
      entries: MAX_DIRECTORY_GROUP_WALLETS + installedRdns.size + featuredIds.length + recentIds.length + 4,
      ...(includeWalletIds.length ? { include: includeWalletIds } : {}),
      ...(excludeWalletIds.length ? { exclude: excludeWalletIds } : {}),
    }).catch(failed),
  ])
  // Done asking: a call from here on loads anew (the state below is what its caller waits for).
  context.caches.directoryLoad = undefined
  context.store.setState({
    walletDirectoryStatus: {
      loading: false,
      error: failure === undefined ? undefined : errorMessage(failure, { id: 'somethingWentWrong' }),
    },
  })
  const keep = (wallet: Wallet) => !isWalletExcluded(wallet, excludeWalletIds)
  const featured = featuredIds
    .map((id) => featuredPage?.data.find((w) => w.id === id))
    .filter((w): w is Wallet => w !== undefined && keep(w))
    .slice(0, MAX_DIRECTORY_GROUP_WALLETS)
  const recommended = (recommendedPage?.data ?? [])
    .filter(
      (w) =>
        keep(w) &&
        !featuredIds.includes(w.id) &&
        !recentIds.includes(w.id) &&
        !(w.rdns && installedRdns.has(w.rdns)),
    )
    .slice(0, MAX_DIRECTORY_GROUP_WALLETS)
  remember(featured)
  remember(recommended)
  context.store.setState({
    walletDirectory: {
      ...context.store.getState().walletDirectory,
      featured: featured.map(walletToConnector),
      recommended: recommended.map(walletToConnector),
      ...(recommendedPage ? { count: recommendedPage.count } : {}),
    },
  })
}
