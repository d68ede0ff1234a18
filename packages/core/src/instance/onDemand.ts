import { startAnalytics } from '../analytics/sendEvents.js'
import type { ResolvedOptions } from './resolvedOptions.js'

// What an instance loads on demand after the connection code (actions.ts re-exports these; a feature calls
// `context.actions.run((m) => m.loadNames())`). A bundling manifest, not part of the kernel. A bundler
// puts a module in a chunk by the set of dynamic imports that reach it, so a module that the connection
// code shares with one of these features alone would be a chunk of its own, fetched on the first click
// beside the connection code's. Two rules keep the first click at one chunk for core:
// - each feature's module imports the connection code (`import '../instance/actions.js'`): what they
//   share is then reached by the same imports as the rest of the connection code, and stays in its chunk;
// - each is imported from here, inside that chunk, so a bundler knows the connection code is loaded first
//   and leaves the feature's own chunk nothing but the feature.
// Each part still loads on first use: when its feature starts (or resyncs a stored session). A feature
// may load its code with its own import() instead (pay/actions.ts); its module imports the connection
// code all the same. Analytics start on the first open, with the connection code: they come in its chunk.
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
export const loadAnalytics = async () => ({ startAnalytics })
