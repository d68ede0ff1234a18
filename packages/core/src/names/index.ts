// The name code the instance loads with import() on first use, so none of it weighs on page load.
// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'

export { registerName } from './register.js'
export { suggestNames } from './suggest.js'
