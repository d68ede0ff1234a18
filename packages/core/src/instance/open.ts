import { SHAKE_DURATION_MS } from '../constants.js'
import { InvalidOptionError } from '../errors/errors.js'
import { isUnsupportedNetwork } from '../networks/isUnsupportedNetwork.js'
import { currentRoute, resetRoute, toRoute, VIEW_NAMES } from '../router/router.js'
import { canClose, getDefaultOpenRoute } from '../rules/openingRules.js'
import type { OpenOptions, ViewName } from '../store/types.js'
import { isObject } from '../utils/isObject.js'
import type { FoyerContext } from './context.js'

const isView = (view: unknown) => VIEW_NAMES.includes(view as ViewName)
/** Nothing, `{ connect: true }`, or an object with a known view name or none (a route's own view is checked by toRoute). */
const isOpenOptions = (options: unknown) =>
  options === undefined ||
  (isObject(options) &&
    ('connect' in options ? options.connect === true : options.view === undefined || isView(options.view)))

/**
 * Opens the modal: on the named view or route, else Account when connected, Connect when not,
 * and in basic mode (no adapters) AllWallets on mobile or ConnectingWalletConnectBasic; `{ connect: true }`
 * as if nothing were connected. A pending alert (Project ID Not Configured) shows with it.
 */
export function openModal(context: FoyerContext, options?: OpenOptions): void {
  if (!isOpenOptions(options)) {
    throw new InvalidOptionError(
      'open',
      'takes { view } with a known view name, { route }, or { connect: true }',
    )
  }
  const { accounts, caipNetwork } = context.store.getState()
  const isConnected = Object.values(accounts).some((a) => a?.status === 'connected')
  const route =
    options && 'route' in options
      ? toRoute(options.route)
      : options && 'view' in options && options.view
        ? toRoute(options.view)
        : getDefaultOpenRoute({
            // A Connect button connects the namespace it stands for, whatever else is connected.
            isConnected: isConnected && !(options && 'connect' in options),
            isOnUnsupportedChain: isUnsupportedNetwork(caipNetwork) && !context.options.allowUnsupportedChain,
            // Basic mode's own adapters (createFoyer's) do not count: the app gave none.
            hasAdapters: (context.options.adapters?.length ?? 0) > 0,
            isMobile: context.isMobile(),
          })
  context.store.setState({
    open: true,
    router: resetRoute(route),
    ...(context.pendingAlert ? { alert: context.pendingAlert } : {}),
  })
}

/** Closes unless the view refuses; a refused close shakes the modal for 500 ms and returns false. */
export function closeModal(
  context: FoyerContext,
  options: { force?: boolean | undefined } = {},
  shakeTimer: { current: ReturnType<typeof setTimeout> | undefined },
): boolean {
  const state = context.store.getState()
  if (!state.open) return true
  const route = currentRoute(state.router)
  // A required sign-in without a session keeps its view open (Cancel disconnects instead).
  const signInPending =
    (route?.view === 'SIWXSignMessage' || route?.view === 'ConnectingSiwe') &&
    !options.force &&
    context.siwx?.blocksClose() === true
  if (signInPending || !canClose(route, options)) {
    context.timers.clear(shakeTimer.current)
    context.store.setState({ shake: true })
    shakeTimer.current = context.timers.set(() => context.store.setState({ shake: false }), SHAKE_DURATION_MS)
    return false
  }
  context.store.setState({ open: false, connectionError: undefined })
  return true
}
