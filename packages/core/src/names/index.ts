// The name code the instance loads with import() on first use, so none of it weighs on page load.
export { registerName } from './register.js'
export { suggestNames } from './suggest.js'
