import { InvalidRouteError } from '../errors/errors.js'
import type { Route, RouterState, ViewName } from './types.js'

export const VIEW_NAMES: readonly ViewName[] = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingExternal',
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

/**
 * A Route from a view name or a route. ConnectingExternal needs its connector, so naming
 * it alone throws InvalidRouteError; ConnectingWalletConnect gets empty data.
 */
export function toRoute(route: Route | ViewName): Route {
  if (typeof route === 'object' && route !== null) {
    if (!VIEW_NAMES.includes(route.view)) throw new InvalidRouteError(`unknown view "${String(route.view)}"`)
    if (route.view === 'ConnectingExternal' && !route.data?.connector) {
      throw new InvalidRouteError('ConnectingExternal needs data.connector')
    }
    if (route.view === 'ConnectingSocial' && !route.data?.provider) {
      throw new InvalidRouteError('ConnectingSocial needs data.provider')
    }
    return route
  }
  if (!VIEW_NAMES.includes(route)) throw new InvalidRouteError(`unknown view "${String(route)}"`)
  if (route === 'ConnectingExternal') throw new InvalidRouteError('ConnectingExternal needs data.connector')
  if (route === 'ConnectingSocial') throw new InvalidRouteError('ConnectingSocial needs data.provider')
  if (route === 'ConnectingWalletConnect') return { view: route, data: {} }
  if (route === 'Networks') return { view: route }
  // Every other view takes no data, or only optional data (SwapSelectToken).
  return { view: route } as Route
}

/** Stack operations; each returns a new RouterState. */
export function pushRoute(state: RouterState, route: Route): RouterState {
  return { history: [...state.history, route], direction: 'next' }
}

export function replaceRoute(state: RouterState, route: Route): RouterState {
  return { history: [...state.history.slice(0, -1), route], direction: 'next' }
}

export function resetRoute(route: Route): RouterState {
  return { history: [route], direction: 'next' }
}

/** Pops the top view; on a single-entry stack nothing happens (the same state is returned). */
export function goBackRoute(state: RouterState): RouterState {
  if (state.history.length <= 1) return state
  return { history: state.history.slice(0, -1), direction: 'prev' }
}

/** The visible route: the top of the stack. */
export function currentRoute(state: RouterState): Route | undefined {
  return state.history[state.history.length - 1]
}
