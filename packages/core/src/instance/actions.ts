// The visitor's actions (connect, disconnect, switch, with the RPC error table their failures map
// through) and the wallet directory: loaded through onDemand.ts when the modal opens (open() preloads
// them), so a page that never opens it carries none of this.

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
