// The portfolio code the instance loads with import() when the Account view asks, so none of it
// weighs on page load.
// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'

export { fetchBalances } from './fetchBalances.js'
export { fetchHistory } from './fetchHistory.js'
export { fetchIdentity } from './fetchIdentity.js'
