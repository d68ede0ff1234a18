// The portfolio code the instance loads with import() when the Account view asks, so none of it
// weighs on page load.
export { fetchBalances } from './fetchBalances.js'
export { fetchHistory } from './fetchHistory.js'
export { fetchIdentity } from './fetchIdentity.js'
