// The directory code the instance loads with import() on first open, so none of it weighs on page load.
export { getWallet, loadMoreWallets, searchWallets } from './allWallets.js'
export { fetchWallets } from './fetchWallets.js'
export { loadDirectoryGroups } from './loadDirectoryGroups.js'
