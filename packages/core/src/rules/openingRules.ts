import type { Route } from '../router/types.js'

/** What the opening rules look at. */
export interface OpeningContext {
  isConnected: boolean
  /** False in basic mode: the app gave no adapters. */
  hasAdapters: boolean
  isMobile: boolean
  /** Connected on a network the app did not request, with allowUnsupportedChain off. */
  isOnUnsupportedChain?: boolean | undefined
}

/**
 * The view open() shows when none is named: Account when connected (UnsupportedChain while the
 * wallet is on a network the app refuses), Connect when not; in basic mode (no adapters) AllWallets
 * on mobile and ConnectingWalletConnectBasic otherwise.
 *
 * @example
 * getDefaultOpenRoute({ isConnected: false, hasAdapters: true, isMobile: false }) // { view: 'Connect' }
 * getDefaultOpenRoute({ isConnected: true, hasAdapters: true, isMobile: false }) // { view: 'Account' }
 */
export function getDefaultOpenRoute(context: OpeningContext): Route {
  if (context.isConnected) return { view: context.isOnUnsupportedChain ? 'UnsupportedChain' : 'Account' }
  if (!context.hasAdapters) return { view: context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  return { view: 'Connect' }
}

/**
 * Whether the modal may close on this route: never on UnsupportedChain (the app cannot work
 * there), on ApproveTransaction only when forced.
 *
 * @example
 * canClose({ view: 'UnsupportedChain' }) // false: the app cannot work there
 * canClose({ view: 'ApproveTransaction' }, { force: true }) // true
 */
export function canClose(route: Route | undefined, options: { force?: boolean | undefined } = {}): boolean {
  if (!route) return true
  if (route.view === 'UnsupportedChain') return false
  if (route.view === 'ApproveTransaction') return options.force === true
  return true
}
