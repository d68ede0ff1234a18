import type { ResolvedOptions } from './resolvedOptions.js'

// What an instance loads on demand after the connection code (actions.ts re-exports these; a feature calls
// `context.actions.run((m) => m.loadNames())`). A bundling manifest, not part of the kernel: imported from
// inside the connection code's chunk, each feature listed here is a child of it, so a bundler leaves the
// code they share with it in that one chunk instead of splitting it into many small ones, and the first
// open fetches one chunk for core. Each part still loads on first use: when its feature starts (or
// resyncs a stored session). A feature may load its code with its own import() instead (pay/actions.ts).
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
