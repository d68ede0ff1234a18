// @foyer/core/ssr: server rendering. cookieStorage keeps the connection in cookies a server can read
// and brings the code that starts an instance (`ssr: true`) from the remembered connection;
// cookieToInitialState reads those cookies on the server. A page that does not render on a server
// imports none of it. getServerState is in the main entry (React's hydration calls it on any page).
export { type CookieStorageOptions, cookieStorage, createCookieStorage } from '../storage/cookieStorage.js'
export { COOKIE_MAX_AGE_S, parseCookieHeader } from '../storage/cookies.js'
export {
  type CookieToInitialStateOptions,
  cookieToInitialState,
  type FoyerInitialState,
  type StoredConnection,
} from './initialState.js'
