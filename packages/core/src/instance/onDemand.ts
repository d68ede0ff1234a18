import type { ResolvedOptions } from './resolvedOptions.js'

// What an instance loads on demand after the connection code (actions.ts re-exports these, and createFoyer
// keeps that module as `context.onDemand` too): imported from inside the connection code's chunk, each
// feature is a child of it, so a bundler leaves the code they share with it in that one chunk instead
// of splitting it into many small ones, and the first open fetches one chunk for core. Each part still
// loads on first use: the others when their feature starts (or resyncs a stored session).
export const loadPortfolio = () => import('../portfolio/index.js')
export const loadNames = () => import('../names/index.js')
export const loadSend = () => import('../send/index.js')
export const loadSiwx = () => import('../siwx/controller.js')
export const loadPairing = () => import('../walletConnect/pairing.js')
export const loadEngine = () => import('../walletConnect/engine.js')
/** The SDK's engine code ahead of a pairing; none when the options name their own engine (a test's). */
export const preloadEngine = (options: ResolvedOptions) =>
  options.walletConnect?.engine ? undefined : loadEngine()
export const loadFlow = () => import('../embeddedWallet/flow.js')
export const loadSwap = () => import('../swap/index.js')
export const loadOnRamp = () => import('../onramp/index.js')
export const loadAnalytics = () => import('../analytics/sendEvents.js')
