// Everything about a connection: the visitor's actions (connect, disconnect, switch, with the RPC error
// table their failures map through), the resync of a stored connection, the wallet's own events, the
// account's balance and profile, the snackbar and the wallet directory. One import() from createFoyer when the
// modal opens (open() preloads it) or when a stored connection is resynced at start, so a page that is never
// connected and never opens the modal carries none of it. What loads later still (onDemand.ts) is imported
// from here.

export { connect } from '../actions/connect.js'
export { disconnect } from '../actions/disconnect.js'
export { reconnect } from '../actions/reconnect.js'
export { refreshAccount } from '../actions/refreshAccount.js'
export { resetConnections } from '../actions/resetConnections.js'
export { switchNetwork } from '../actions/switchNetwork.js'
export { onAccountChanged, onChainChanged } from '../actions/walletEvents.js'
export {
  fetchWallets,
  getWallet,
  loadDirectoryGroups,
  loadMoreWallets,
  searchWallets,
} from '../directory/index.js'
export { runFlow } from '../embeddedWallet/runFlow.js'
export { toTypedError } from '../errors/toTypedError.js'
export { startSiwx } from '../siwx/start.js'
export { showAppSnackbar } from '../snackbar/showAppSnackbar.js'
export { createSnackbarController } from '../snackbar/snackbar.js'
export { connectPairing, preloadPairing } from '../walletConnect/pairingActions.js'
export {
  loadAnalytics,
  loadEngine,
  loadFlow,
  loadNames,
  loadOnRamp,
  loadPairing,
  loadPortfolio,
  loadSend,
  loadSiwx,
  loadSwap,
  preloadEngine,
} from './onDemand.js'
export { preloadAdapters } from './preloadAdapters.js'

// The kernel's ConnectionCode is this module: declared here so that the kernel names no feature.
type Exports = typeof import('./actions.js')
declare module './kernel.js' {
  interface ConnectionCode extends Exports {}
}
