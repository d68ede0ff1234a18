import { EMBEDDED_WALLET_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../constants.js'
import type { Route } from '../router/types.js'
import type { AccountState, FoyerState } from '../store/types.js'
import type { FoyerAnalyticsEvent } from './types.js'

type Emit = (event: FoyerAnalyticsEvent) => void

const activeAccount = (state: FoyerState): AccountState | undefined => state.accounts[state.activeNamespace]
const isConnected = (state: FoyerState) => activeAccount(state)?.status === 'connected'
const isSmartAccount = (state: FoyerState) => activeAccount(state)?.accountType === 'smartAccount'
const network = (state: FoyerState) => state.caipNetwork?.caipNetworkId ?? ''
const topRoute = (state: FoyerState): Route | undefined => state.router.history.at(-1)

/** Events of a view the visitor opened (the hosted kit sends them from its views' clicks). */
function routeEvent(state: FoyerState, route: Route): FoyerAnalyticsEvent | undefined {
  const where = { network: network(state), isSmartAccount: isSmartAccount(state) }
  switch (route.view) {
    case 'AllWallets':
      return { event: 'CLICK_ALL_WALLETS' }
    case 'ConnectingExternal':
      return { event: 'SELECT_WALLET', properties: { name: route.data.connector.name, platform: 'browser' } }
    case 'ConnectingWalletConnect':
      return {
        event: 'SELECT_WALLET',
        properties: { name: route.data.walletName ?? 'WalletConnect', platform: 'qrcode' },
      }
    case 'Networks':
      return { event: 'CLICK_NETWORKS' }
    case 'ConnectingSocial':
      return { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: route.data.provider } }
    case 'ConnectingFarcaster':
      return { event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'farcaster' } }
    case 'Send':
      return { event: 'OPEN_SEND', properties: where }
    case 'Swap':
      return { event: 'OPEN_SWAP', properties: where }
    case 'OnRampProviders':
      return { event: 'SELECT_BUY_CRYPTO', properties: { isSmartAccount: where.isSmartAccount } }
    case 'RegisterAccountName':
      return { event: 'OPEN_ENS_FLOW', properties: { isSmartAccount: where.isSmartAccount } }
    default:
      return undefined
  }
}

/** The modal, its views and the connection. */
function connectionEvents(state: FoyerState, prev: FoyerState, emit: Emit): void {
  if (state.open !== prev.open)
    emit({ event: state.open ? 'MODAL_OPEN' : 'MODAL_CLOSE', properties: { connected: isConnected(state) } })
  const route = topRoute(state)
  if (route && route !== topRoute(prev) && state.router.direction === 'next') {
    const event = routeEvent(state, route)
    if (event) emit(event)
  }
  for (const namespace of Object.keys(state.accounts) as (keyof FoyerState['accounts'])[]) {
    const now = state.accounts[namespace]
    const before = prev.accounts[namespace]
    if (now?.status === 'connected' && before?.status !== 'connected' && before?.status !== 'reconnecting') {
      connected(state, now, emit)
    }
    if (now?.status === 'disconnected' && before?.status === 'connected')
      emit({ event: 'DISCONNECT_SUCCESS', properties: { namespace } })
  }
  if (isConnected(state) && isConnected(prev) && network(state) !== network(prev))
    emit({ event: 'SWITCH_NETWORK', properties: { network: network(state) } })
  if (state.connectionError && state.connectionError !== prev.connectionError)
    emit({ event: 'CONNECT_ERROR', properties: { message: state.connectionError.message.id } })
  const pairing = state.walletConnect
  if (pairing.status === 'error' && prev.walletConnect.status !== 'error')
    emit({ event: 'CONNECT_ERROR', properties: { message: pairing.message.id } })
}

function connected(state: FoyerState, account: AccountState, emit: Emit): void {
  const name = account.connectedWalletInfo?.name ?? account.connectorId ?? ''
  if (account.connectorId === EMBEDDED_WALLET_CONNECTOR_ID) {
    const provider = state.embeddedWallet.loginProvider
    if (provider) emit({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider } })
    emit({ event: 'CONNECT_SUCCESS', properties: { method: 'email', name } })
    return
  }
  const method = account.connectorId === WALLET_CONNECT_CONNECTOR_ID ? 'qrcode' : 'browser'
  emit({ event: 'CONNECT_SUCCESS', properties: { method, name } })
}

/** Email codes, social logins and sign-in. */
function loginEvents(state: FoyerState, prev: FoyerState, emit: Emit): void {
  const embedded = state.embeddedWallet
  const view = topRoute(state)?.view
  if (view === 'EmailVerifyOtp' && topRoute(prev)?.view !== 'EmailVerifyOtp')
    emit({ event: 'EMAIL_VERIFICATION_CODE_SENT' })
  if (embedded.error && embedded.error !== prev.embeddedWallet.error) {
    if (view === 'EmailVerifyOtp')
      emit({ event: 'EMAIL_VERIFICATION_CODE_FAIL', properties: { message: embedded.error.id } })
    const provider = view === 'ConnectingFarcaster' ? 'farcaster' : prev.embeddedWallet.social?.provider
    if (provider && (view === 'ConnectingSocial' || view === 'ConnectingFarcaster'))
      emit({ event: 'SOCIAL_LOGIN_ERROR', properties: { provider } })
  }
  const siwx = state.siwx.status
  const before = prev.siwx.status
  const where = { network: network(state), isSmartAccount: isSmartAccount(state) }
  if (siwx === 'signing' && before !== 'signing')
    emit({ event: 'CLICK_SIGN_SIWX_MESSAGE', properties: where })
  if (before === 'signing' && siwx === 'signed') emit({ event: 'SIWX_AUTH_SUCCESS', properties: where })
  if (before === 'signing' && siwx === 'needed') emit({ event: 'SIWX_AUTH_ERROR', properties: where })
}

/** Send, Swap and Buy. */
function transactionEvents(state: FoyerState, prev: FoyerState, emit: Emit): void {
  const where = { network: network(state), isSmartAccount: isSmartAccount(state) }
  const send = state.send
  if (send.status !== prev.send.status) {
    const sent = {
      ...where,
      token: send.token?.symbol ?? '',
      amount: Number(send.sendTokenAmount) || 0,
    }
    if (send.status === 'pending') emit({ event: 'SEND_INITIATED', properties: sent })
    if (send.status === 'success') emit({ event: 'SEND_SUCCESS', properties: sent })
    if (send.status === 'error')
      emit({ event: 'SEND_ERROR', properties: { ...sent, message: send.error?.id ?? '' } })
  }
  const swap = state.swap
  const step = prev.swap?.step ?? 'idle'
  if (swap && swap.step !== step) {
    const swapped = {
      ...where,
      swapFromToken: swap.sourceToken?.symbol ?? '',
      swapToToken: swap.toToken?.symbol ?? '',
      swapFromAmount: swap.sourceTokenAmount,
      swapToAmount: swap.toTokenAmount,
    }
    if ((swap.step === 'approving' || swap.step === 'swapping') && (step === 'idle' || step === 'error'))
      emit({ event: 'INITIATE_SWAP', properties: swapped })
    if (swap.step === 'success') emit({ event: 'SWAP_SUCCESS', properties: swapped })
    if (swap.step === 'error')
      emit({
        event: step === 'approving' ? 'SWAP_APPROVAL_ERROR' : 'SWAP_ERROR',
        properties: { ...swapped, message: swap.error?.id ?? '' },
      })
  }
  const purchase = state.onramp?.purchase
  if (purchase && purchase !== prev.onramp?.purchase && !prev.onramp?.purchase)
    emit({
      event: 'SELECT_BUY_PROVIDER',
      properties: { provider: 'foyer', isSmartAccount: where.isSmartAccount },
    })
}

/**
 * The hosted kit's events, read from what changed in the state: the views need no analytics code,
 * and a change the visitor caused through the app's own buttons counts as one made in the modal.
 */
export function eventsBetween(state: FoyerState, prev: FoyerState): FoyerAnalyticsEvent[] {
  const events: FoyerAnalyticsEvent[] = []
  const emit: Emit = (event) => events.push(event)
  connectionEvents(state, prev, emit)
  loginEvents(state, prev, emit)
  transactionEvents(state, prev, emit)
  return events
}
