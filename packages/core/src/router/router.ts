import { InvalidRouteError } from '../errors/errors.js'
import type { Route, RouterState, ViewName } from './types.js'

export const VIEW_NAMES: readonly ViewName[] = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingExternal',
  'ConnectingMultiChain',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'ConnectSocials',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'OnRampActivity',
  'Pay',
  'PayLoading',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Receive',
  'Send',
  'SendPreview',
  'WhatIsAWallet',
  'EmailVerifyDevice',
  'EmailVerifyOtp',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
]

/** The data field a view cannot show without. */
const REQUIRED_DATA: Partial<Record<ViewName, string>> = {
  ConnectingExternal: 'connector',
  ConnectingMultiChain: 'connector',
  ConnectingSocial: 'provider',
}

/**
 * A Route from a view name or a route. ConnectingExternal and ConnectingMultiChain need their
 * connector and ConnectingSocial its provider, so naming them alone throws InvalidRouteError;
 * ConnectingWalletConnect gets empty data.
 *
 * @example
 * toRoute('Networks') // { view: 'Networks' }
 * toRoute('ConnectingExternal') // throws InvalidRouteError: the view needs its connector
 */
export function toRoute(route: Route | ViewName): Route {
  const isRoute = typeof route === 'object' && route !== null
  const view = isRoute ? route.view : route
  if (!VIEW_NAMES.includes(view)) throw new InvalidRouteError(`unknown view "${String(view)}"`)
  const field = REQUIRED_DATA[view]
  if (field && !(isRoute && (route.data as Record<string, unknown> | undefined)?.[field])) {
    throw new InvalidRouteError(`${view} needs data.${field}`)
  }
  if (isRoute) return route
  if (route === 'ConnectingWalletConnect') return { view: route, data: {} }
  // Every other view takes no data, or only optional data (Networks, SwapSelectToken).
  return { view: route } as Route
}

/**
 * Pushes `route` onto the stack. Like the other stack operations, it returns a new RouterState.
 *
 * @example
 * const next = pushRoute(resetRoute({ view: 'Connect' }), { view: 'AllWallets' })
 * // { history: [{ view: 'Connect' }, { view: 'AllWallets' }], direction: 'next' }
 */
export function pushRoute(state: RouterState, route: Route): RouterState {
  return { history: [...state.history, route], direction: 'next' }
}

/**
 * The stack with its top view replaced by `route` (nothing to go back to in between).
 *
 * @example
 * const state = pushRoute(resetRoute({ view: 'Connect' }), { view: 'AllWallets' })
 * replaceRoute(state, { view: 'WhatIsAWallet' })
 * // { history: [{ view: 'Connect' }, { view: 'WhatIsAWallet' }], direction: 'next' }
 */
export function replaceRoute(state: RouterState, route: Route): RouterState {
  return { history: [...state.history.slice(0, -1), route], direction: 'next' }
}

/**
 * A stack of `route` alone: where opening the modal starts.
 *
 * @example
 * resetRoute({ view: 'Account' }) // { history: [{ view: 'Account' }], direction: 'next' }
 */
export function resetRoute(route: Route): RouterState {
  return { history: [route], direction: 'next' }
}

/**
 * Pops the top view; on a single-entry stack nothing happens (the same state is returned).
 *
 * @example
 * goBackRoute(pushRoute(resetRoute({ view: 'Connect' }), { view: 'AllWallets' }))
 * // { history: [{ view: 'Connect' }], direction: 'prev' }
 */
export function goBackRoute(state: RouterState): RouterState {
  if (state.history.length <= 1) return state
  return { history: state.history.slice(0, -1), direction: 'prev' }
}

/**
 * The visible route: the top of the stack.
 *
 * @example
 * currentRoute(foyer.getState().router)?.view // 'Account' while the Account view shows
 */
export function currentRoute(state: RouterState): Route | undefined {
  return state.history[state.history.length - 1]
}
