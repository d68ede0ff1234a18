// What an instance loads on demand, behind one import() that open() preloads: the visitor's actions
// (connect, disconnect, switch, with the RPC error table their failures map through), the wallet
// directory, and loaders for the features that have chunks of their own. A bundler lists in the page's
// code every chunk each dynamic import needs (for preloading); with one gateway the page lists one,
// and each feature's list travels with this chunk instead. createFoyer keeps it as `context.onDemand`.

export { connect } from '../actions/connect.js'
export { disconnect } from '../actions/disconnect.js'
export { switchNetwork } from '../actions/switchNetwork.js'
export {
  fetchWallets,
  getWallet,
  loadDirectoryGroups,
  loadMoreWallets,
  searchWallets,
} from '../directory/index.js'

export const loadPortfolio = () => import('../portfolio/index.js')
export const loadNames = () => import('../names/index.js')
export const loadSend = () => import('../send/index.js')
export const loadSiwx = () => import('../siwx/controller.js')
export const loadPairing = () => import('../walletConnect/pairing.js')
export const loadEngine = () => import('../walletConnect/engine.js')
export const loadFlow = () => import('../embeddedWallet/flow.js')
